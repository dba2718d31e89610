import type { MetaDescriptor } from 'react-router';
import { siteAddress, type CompanyView } from '~/domain/settings';
import { STORE_LAYOUT_ID, storeCompany } from './company';

/** The layout route's id: every public page reads the site URL and the company from its loader data. */
export { STORE_LAYOUT_ID };

/**
 * SITE_URL when the operator set one, else the public address saved in the settings, else '' (no absolute
 * links). Never the origin a request came in on: its Host header is whatever the sender wrote.
 */
export function siteUrlFor(configured: string | undefined, company: Pick<CompanyView, 'public_url'>): string {
  return siteAddress(configured, company.public_url);
}

/** The address on the shop's public site; root-relative when no public address is known. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return siteUrl ? new URL(pathOrUrl, `${siteUrl}/`).href : pathOrUrl;
}

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** Reads the site URL the layout loader computed; meta functions get it through `matches`. */
export function siteUrlFromMatches(matches: readonly (MatchWithData | undefined)[]): string {
  const layout = matches.find((match) => match?.id === STORE_LAYOUT_ID);
  const data = layout?.loaderData as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? '';
}

export interface PageMetaInput {
  siteUrl: string;
  /** The settings' public part; null only when the layout failed to load them. */
  company: Pick<CompanyView, 'name' | 'tagline'> | null;
  /** Path plus any query that belongs in the canonical URL. */
  path: string;
  /** Page title without the company suffix; omit for the home page. */
  title?: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'product';
}

function pageTitle(company: PageMetaInput['company'], title?: string): string {
  if (!company) return title ?? '';
  if (title) return `${title} | ${company.name}`;
  return company.tagline ? `${company.name} | ${company.tagline}` : company.name;
}

/**
 * Title, description, canonical, Open Graph and Twitter tags for one page. Without a public address the tags
 * that must be absolute (canonical, og:url, og:image) are left out rather than guessed.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.company, input.title);
  const url = input.siteUrl ? absoluteUrl(input.siteUrl, input.path) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    ...(input.company ? [{ property: 'og:site_name', content: input.company.name }] : []),
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:locale', content: 'en_PH' },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
  ];
  if (input.image && input.siteUrl) {
    const image = absoluteUrl(input.siteUrl, input.image);
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  return tags;
}

/** A shop page's tags: the site URL and the company come from the store layout's data in `matches`. */
export function storePageMeta(
  matches: readonly (MatchWithData | undefined)[],
  page: (company: CompanyView) => Omit<PageMetaInput, 'siteUrl' | 'company'>,
): MetaDescriptor[] {
  const company = storeCompany(matches);
  return pageMeta({ siteUrl: siteUrlFromMatches(matches), company, ...page(company) });
}

/**
 * A page that has nothing more specific to say (the home page, the product and category lists) is described by
 * the owner's "default meta description" setting; when the owner emptied it, by the page's own sentence.
 */
export function defaultDescription(company: Pick<CompanyView, 'meta_description'>, fallback: string): string {
  return company.meta_description.trim() || fallback;
}

/** Descriptions are plain text of bounded length: search engines cut them at about 160 characters. */
export function summarize(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
