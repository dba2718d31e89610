import type { CompanyView } from '~/domain/settings';

/**
 * The company as search engines read it, from the settings. Built in the layout's loader, so the browser gets
 * the data and never this code.
 */
export function organizationJsonLd(company: CompanyView, siteUrl: string): object {
  const sameAs = Object.values(company.social).filter(Boolean);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    ...(siteUrl ? { url: `${siteUrl}/` } : {}),
    ...(company.logo && siteUrl ? { logo: new URL(company.logo.url, `${siteUrl}/`).href } : {}),
    email: company.email,
    telephone: company.phones[0],
    ...(company.tin ? { taxID: company.tin } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region || undefined,
      postalCode: company.address.postal_code || undefined,
      addressCountry: company.address.country,
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  return data;
}
