import type { CategoryView } from '~/domain/catalogue';
import type { CompanyView } from '~/domain/settings';
import type { NavbarProps } from './navbar';

const NAVBAR_PAGES = new Set(['/', '/about', '/contact']);

/** The navbar's props for a page: only what it shows, so pages that show the same navbar share its markup. */
export function navbarProps(
  categories: readonly CategoryView[],
  company: CompanyView,
  pathname: string,
  search: string,
): NavbarProps {
  const path = pathname.replace(/\/+$/, '') || '/';
  return {
    categories: categories.map(({ id, slug, name }) => ({ id, slug, name })),
    current: NAVBAR_PAGES.has(path) ? path : null,
    query: path === '/search' ? (new URLSearchParams(search).get('query') ?? '') : '',
    company,
  };
}
