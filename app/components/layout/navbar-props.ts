import type { CategoryView } from '~/domain/catalogue';
import type { CompanyView } from '~/domain/settings';
import type { NavbarProps } from './navbar';

const NAVBAR_PAGES = new Set(['/', '/about', '/contact']);

/** What of a page's address the navbar shows: its own page marked as current, a search's words in its box. */
export function navbarState(pathname: string, search: string): Pick<NavbarProps, 'current' | 'query'> {
  const path = pathname.replace(/\/+$/, '') || '/';
  return {
    current: NAVBAR_PAGES.has(path) ? path : null,
    query: path === '/search' ? (new URLSearchParams(search).get('query') ?? '') : '',
  };
}

/** The navbar's props for a page: only what it shows, so pages that show the same navbar share its markup. */
export function navbarProps(
  categories: readonly CategoryView[],
  company: CompanyView,
  pathname: string,
  search: string,
): NavbarProps {
  return {
    categories: categories.map(({ id, slug, name }) => ({ id, slug, name })),
    ...navbarState(pathname, search),
    company: {
      name: company.name,
      short_name: company.short_name,
      logo: company.logo,
      logo_subtitle: company.logo_subtitle,
    },
  };
}
