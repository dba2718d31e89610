import type { ComponentType } from 'react';
import { InsideIsland } from './context';
import type { IslandName } from './registry';

type IslandLoad = 'eager' | 'visible';

interface IslandProps<P extends object> {
  /** The key in ./registry.ts under which the browser finds the same component. */
  name: IslandName;
  component: ComponentType<P>;
  /** Serialised into the page: plain JSON data only. */
  props: P;
  /** `visible`: the code loads only once the island scrolls near the viewport. */
  load?: IslandLoad;
  /**
   * The component's markup rendered ahead for these props, on its own as the browser hydrates it (only on
   * islands pages: a page that hydrates the whole document must render the component in its tree).
   */
  markup?: string;
}

/**
 * A server-rendered subtree that the browser hydrates on its own (app/islands/loader.ts), on pages that ship
 * no router runtime. On pages that hydrate the whole document it is simply part of that document. Island
 * components must not use React Router: in the browser they run without it.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  load = 'eager',
  markup,
}: IslandProps<P>) {
  const wrapper = {
    className: 'contents',
    'data-island': name,
    'data-load': load,
    'data-props': JSON.stringify(props),
  };
  if (markup !== undefined) return <div {...wrapper} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div {...wrapper}>
      <InsideIsland.Provider value={true}>
        <Component {...props} />
      </InsideIsland.Provider>
    </div>
  );
}
