/**
 * The islands' client entry: the only script of a public page. It hydrates each top-level island on its own
 * (an island inside another is hydrated with its parent), at once or when it nears the viewport, and gives
 * images that failed before any script ran their placeholder.
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { watchImageFailures } from './image-fallback';
import { InsideIsland } from './context';
import { islands, type IslandName } from './registry';

/** Calls `onCommit` once its island's hydration is committed, so the page can say when its controls answer. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }): ReactNode {
  useEffect(onCommit, [onCommit]);
  return children;
}

async function hydrate(element: HTMLElement): Promise<void> {
  const load = islands[element.dataset.island as IslandName] as
    (() => Promise<ComponentType<object>>) | undefined;
  if (!load) return;
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const component = await load();
  const island = createElement(InsideIsland.Provider, { value: true }, createElement(component, props));
  await new Promise<void>((resolve) => {
    // As a transition, hydration runs in slices that give the browser its turn between them, instead of one
    // long task per island that holds up a tap on a slow phone (Next.js hydrates its root the same way).
    startTransition(() => {
      hydrateRoot(element, createElement(Committed, { onCommit: resolve }, island));
    });
  });
}

const nearViewport = new IntersectionObserver(
  (entries, observer) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      void hydrate(entry.target as HTMLElement);
    }
  },
  { rootMargin: '300px' },
);

async function start(): Promise<void> {
  if (import.meta.env.DEV) await (await import('./dev-preamble')).installRefreshPreamble();
  const eager: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.parentElement?.closest('[data-island]')) continue;
    if (element.dataset.load === 'visible') nearViewport.observe(element);
    else eager.push(hydrate(element));
  }
  await Promise.all(eager);
  // Tells journeys and tools that the page's controls now answer: a change before this may do nothing.
  document.documentElement.dataset.islands = 'hydrated';
}

void start();
watchImageFailures();
