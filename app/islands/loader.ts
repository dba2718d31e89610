/**
 * The islands' client entry: the only script of a public page. It hydrates each top-level island on its own
 * (an island inside another is hydrated with its parent), at once or when it nears the viewport, and gives
 * images that failed before any script ran their placeholder.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { watchImageFailures } from './image-fallback';
import { InsideIsland } from './context';
import { islands, type IslandName } from './registry';

function hydrate(element: HTMLElement): Promise<void> {
  const load = islands[element.dataset.island as IslandName] as
    (() => Promise<ComponentType<object>>) | undefined;
  if (!load) return Promise.resolve();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  return load().then((component) => {
    hydrateRoot(
      element,
      createElement(InsideIsland.Provider, { value: true }, createElement(component, props)),
    );
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
