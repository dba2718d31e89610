/**
 * A route's `handle.hydrate` says how its page runs in the browser: `islands` (server-rendered, only its
 * islands hydrated, no router runtime) or `document` (the whole document hydrated by React Router, as the
 * admin needs). The deepest route that says decides; pages that say nothing hydrate the whole document.
 */
export interface HydrationHandle {
  hydrate?: 'islands' | 'document';
}

export function hydratesIslandsOnly(matches: readonly { handle?: unknown }[]): boolean {
  for (let index = matches.length - 1; index >= 0; index--) {
    const mode = (matches[index]?.handle as HydrationHandle | undefined)?.hydrate;
    if (mode) return mode === 'islands';
  }
  return false;
}
