import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import type { CategoryView } from '~/domain/catalogue';
import type { CompanyView } from '~/domain/settings';
import { InsideIsland } from '../../islands/context';
import { Footer } from './footer';
import type { ChromeMarkup, RenderChrome } from './chrome-renderer';
import { Navbar } from './navbar';
import { navbarProps, navbarState } from './navbar-props';
import { activeQuickLink, SecondaryNav, showsSecondaryNav } from './secondary-nav';

/**
 * The markup of what frames every public page (navbar, quick links, footer) rendered once for what it shows
 * instead of on every page: together about half of a product page's elements, and the same on most pages.
 * Only islands pages take it: a page that hydrates the whole document renders the components themselves.
 *
 * Keys are the inputs in full (company, categories, the navbar's state), so a change to any of them renders
 * anew; a search's words are part of the navbar, so one variant per recent search is kept, within the size.
 */
const rendered = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (markup, key) => markup.length + key.length,
});

function renderedOnce(key: string, render: () => string): string {
  let markup = rendered.get(key);
  if (markup === undefined) {
    markup = render();
    rendered.set(key, markup);
  }
  return markup;
}

function renderChrome(
  categories: readonly CategoryView[],
  company: CompanyView,
  pathname: string,
  search: string,
  year: number,
): ChromeMarkup {
  const navbar = navbarProps(categories, company, pathname, search);
  const quickLinks = navbar.categories;
  const active = activeQuickLink(pathname, quickLinks);
  return {
    // renderToString, not static markup: the browser hydrates the navbar island against this very markup.
    navbar: {
      props: navbar,
      markup: renderedOnce(JSON.stringify(['navbar', navbar]), () =>
        renderToString(createElement(InsideIsland.Provider, { value: true }, createElement(Navbar, navbar))),
      ),
    },
    secondaryNav: showsSecondaryNav(pathname)
      ? renderedOnce(JSON.stringify(['quick-links', quickLinks, active]), () =>
          renderToStaticMarkup(createElement(SecondaryNav, { categories: quickLinks, active })),
        )
      : '',
    footer: renderedOnce(
      JSON.stringify(['footer', year, company, categories.map((category) => [category.slug, category.name])]),
      () => renderToStaticMarkup(createElement(Footer, { categories: [...categories], company })),
    ),
  };
}

/**
 * The frames already made, by the very category list and company they were made of and what else decides
 * them. Both come from caches kept per catalogue version and settings, so while neither changes every page
 * gets the same two objects: building the keys above anew for each page (the categories serialised twice) was
 * 2 % of the server's busy time under the benchmark's cold mix. New objects with the same content still find
 * their markup above.
 */
const frames = new LRUCache<string, ChromeMarkup>({
  // A search's words make a navbar of their own; the quick links and footer are shared by many frames.
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (frame, key) => frame.navbar.markup.length + key.length,
});
const identities = new WeakMap<object, number>();
let lastIdentity = 0;

function identityOf(value: object): number {
  let identity = identities.get(value);
  if (identity === undefined) {
    identity = ++lastIdentity;
    identities.set(value, identity);
  }
  return identity;
}

export const chromeMarkup: RenderChrome = (categories, company, pathname, search) => {
  const { current, query } = navbarState(pathname, search);
  const year = new Date().getFullYear();
  const key = JSON.stringify([
    identityOf(categories),
    identityOf(company),
    current,
    query,
    activeQuickLink(pathname, categories),
    showsSecondaryNav(pathname),
    year,
  ]);
  let frame = frames.get(key);
  if (!frame) {
    frame = renderChrome(categories, company, pathname, search, year);
    frames.set(key, frame);
  }
  return frame;
};
