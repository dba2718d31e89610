import type { CompanyView } from '../../../domain/settings';

/** Structured data for search engines; '<' is escaped so no value can close the script element. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** The company as search engines read it, from the settings. */
export function OrganizationJsonLd({ company, siteUrl }: { company: CompanyView; siteUrl: string }) {
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
  return <JsonLd data={data} />;
}
