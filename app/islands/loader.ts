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
  // Per island, so journeys and tools can tell that every island on a page came alive, not only the eager ones.
  element.dataset.hydration = 'done';
}

/**
 * An island's wrapper is `display: contents` and has no box, so an observer never sees it intersect: the
 * observer watches the island's own elements instead, and any of them nearing the viewport wakes it.
 */
const islandOfElement = new WeakMap<Element, HTMLElement>();

const nearViewport = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const island = entry.isIntersecting ? islandOfElement.get(entry.target) : undefined;
      if (island) wake(island);
    }
  },
  { rootMargin: '300px' },
);

/** Pointing at, touching or focusing an island that has not loaded yet loads it without waiting to scroll. */
const TOUCH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

function wake(island: HTMLElement): void {
  if (island.dataset.hydration) return;
  island.dataset.hydration = 'started';
  for (const child of island.children) nearViewport.unobserve(child);
  for (const type of TOUCH_EVENTS) island.removeEventListener(type, wakeTouched);
  void hydrate(island);
}

function wakeTouched(this: HTMLElement): void {
  wake(this);
}

function hydrateWhenNear(island: HTMLElement): void {
  for (const child of island.children) {
    islandOfElement.set(child, island);
    nearViewport.observe(child);
  }
  for (const type of TOUCH_EVENTS) island.addEventListener(type, wakeTouched, { passive: true });
}

async function start(): Promise<void> {
  if (import.meta.env.DEV) await (await import('./dev-preamble')).installRefreshPreamble();
  const eager: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.parentElement?.closest('[data-island]')) continue;
    if (element.dataset.load === 'visible') hydrateWhenNear(element);
    else {
      element.dataset.hydration = 'started';
      eager.push(hydrate(element));
    }
  }
  await Promise.all(eager);
  // Tells journeys and tools that the page's controls now answer: a change before this may do nothing.
  document.documentElement.dataset.islands = 'hydrated';
}

/** Inserted by the page's start-up script in the head, the loader can run before the body is parsed. */
function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

whenParsed(() => {
  void start();
  watchImageFailures();
});
