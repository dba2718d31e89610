import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import type { CategoryView } from '~/domain/catalogue';
import type { CompanyView } from '~/domain/settings';
import { Footer } from './footer';

/** A handful of versions of the footer at most: the settings and categories change rarely. */
const rendered = new LRUCache<string, string>({ max: 16 });

/**
 * The footer's markup, rendered once for what it shows (the company, the categories' names and addresses, the
 * year) instead of on every page: about a third of a public page's elements, the same on all of them. Public
 * pages hydrate only their islands, and the footer has none, so its HTML can be set as it is.
 */
export function footerMarkup(categories: readonly CategoryView[], company: CompanyView): string {
  const key = JSON.stringify([
    new Date().getFullYear(),
    company,
    categories.map((category) => [category.slug, category.name]),
  ]);
  let markup = rendered.get(key);
  if (markup === undefined) {
    markup = renderToStaticMarkup(createElement(Footer, { categories: [...categories], company }));
    rendered.set(key, markup);
  }
  return markup;
}
