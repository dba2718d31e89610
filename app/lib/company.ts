import { useRouteLoaderData } from 'react-router';
import type { CompanyView } from '~/domain/settings';

/** The store layout's loader reads the settings on every page load; everything public takes them from there. */
export const STORE_LAYOUT_ID = 'routes/store/layout';
/** The admin layout's client loader fetches the same public settings for the sidebar and titles. */
export const ADMIN_LAYOUT_ID = 'admin/layout';

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

function companyOf(data: unknown): CompanyView | null {
  return (data as { company?: CompanyView } | undefined)?.company ?? null;
}

/** For `meta` functions, which get the layouts' data through `matches`. */
function companyFromMatches(matches: readonly (MatchWithData | undefined)[]): CompanyView | null {
  for (const match of matches) {
    if (match?.id === STORE_LAYOUT_ID || match?.id === ADMIN_LAYOUT_ID) {
      const company = companyOf(match.loaderData);
      if (company) return company;
    }
  }
  return null;
}

/** For the shop's own `meta` functions: the store layout's loader has always run before them. */
export function storeCompany(matches: readonly (MatchWithData | undefined)[]): CompanyView {
  const company = companyFromMatches(matches);
  if (!company) throw new Error('The store layout did not load the company settings.');
  return company;
}

/** The company's details inside the shop's pages (under the store layout). */
export function useCompany(): CompanyView {
  const company = companyOf(useRouteLoaderData(STORE_LAYOUT_ID));
  if (!company) throw new Error('useCompany is only available under the store layout.');
  return company;
}

/** A back-office page's tags: its title with the company's name, and no place in search engines. */
export function backOfficeMeta(title: string, matches: readonly (MatchWithData | undefined)[]) {
  return [{ title: titleWith(title, companyFromMatches(matches)) }, { name: 'robots', content: 'noindex' }];
}

/** "Page | Company": the company part is left out when the settings are not at hand (a failed load). */
export function titleWith(title: string, company: Pick<CompanyView, 'name'> | null): string {
  return company ? `${title} | ${company.name}` : title;
}
