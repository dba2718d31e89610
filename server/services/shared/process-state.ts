/**
 * State of which a process holds one, whichever copy of a module asks for it: the production server and its
 * page bundle each carry a copy of the service modules, and state of their own would split a cache, a pinned
 * value or an allowance in two (one for the API, one for the pages). Kept on globalThis under a registered
 * symbol, made by `create` the first time.
 */
export function processState<T>(name: string, create: () => T): T {
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`catalogue-shop.${name}`);
  return (holder[key] ??= create());
}
