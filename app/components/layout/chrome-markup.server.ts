import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import { InsideIsland } from '../../islands/context';
import { Footer } from './footer';
import type { RenderChrome } from './chrome-renderer';
import { Navbar } from './navbar';
import { navbarProps } from './navbar-props';
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

export const chromeMarkup: RenderChrome = (categories, company, pathname, search) => {
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
      JSON.stringify([
        'footer',
        new Date().getFullYear(),
        company,
        categories.map((category) => [category.slug, category.name]),
      ]),
      () => renderToStaticMarkup(createElement(Footer, { categories: [...categories], company })),
    ),
  };
};
