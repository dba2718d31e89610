import { createContext } from 'react';
import type { CategoryView } from '~/domain/catalogue';
import type { CompanyView } from '~/domain/settings';
import type { NavbarProps } from './navbar';

export interface ChromeMarkup {
  navbar: { props: NavbarProps; markup: string };
  secondaryNav: string;
  footer: string;
}

export type RenderChrome = (
  categories: readonly CategoryView[],
  company: CompanyView,
  pathname: string,
  search: string,
) => ChromeMarkup;

/**
 * How an islands page gets its frame's markup rendered once (chrome-markup.server.ts): provided by the server's
 * entry while it renders, so the markup goes straight into the page instead of through the layout's loader
 * data, which React Router would encode for the browser (about 37 KB a page) though no islands page sends it.
 * Absent in the browser, where only pages that hydrate the whole document render the frame.
 */
export const ChromeRenderer = createContext<RenderChrome | null>(null);
