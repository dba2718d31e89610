import { ChevronDown, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CategoryView } from '~/domain/catalogue';
import { telHref } from '~/domain/company';
import { addressLine, SOCIAL_LABELS, SOCIAL_NETWORKS, type CompanyView } from '~/domain/settings';
import { SERVICE_PAGES } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { Logo } from './logo';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/warranty', label: 'Warranty Check' },
] as const;

const footerLink =
  'rounded text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

interface Column {
  id: string;
  title: string;
  body: ReactNode;
}

function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="space-y-2.5">
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} className={footerLink}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ContactBlock({ company }: { company: CompanyView }) {
  return (
    <ul className="space-y-3 text-sm text-slate-300">
      <li className="flex gap-2.5">
        <Phone className="mt-0.5 size-4 shrink-0 text-brand-100" aria-hidden="true" />
        <span className="flex flex-col">
          {company.phones.map((phone) => (
            <a key={phone} href={telHref(phone)} className={footerLink}>
              {phone}
            </a>
          ))}
        </span>
      </li>
      <li className="flex gap-2.5">
        <Mail className="mt-0.5 size-4 shrink-0 text-brand-100" aria-hidden="true" />
        <a href={`mailto:${company.email}`} className={footerLink}>
          {company.email}
        </a>
      </li>
      <li className="flex gap-2.5">
        <MapPin className="mt-0.5 size-4 shrink-0 text-brand-100" aria-hidden="true" />
        <address className="not-italic">{addressLine(company.address)}</address>
      </li>
      <li className="flex gap-2.5">
        <Clock className="mt-0.5 size-4 shrink-0 text-brand-100" aria-hidden="true" />
        <span>{company.business_hours}</span>
      </li>
      {company.tin && <li className="text-slate-400">VAT Reg. TIN {company.tin}</li>}
    </ul>
  );
}

/** Columns on wide screens; at 1060 px and below (section 9) the same groups become accordions. */
function SocialLinks({ company }: { company: CompanyView }) {
  const links = SOCIAL_NETWORKS.filter((network) => company.social[network]);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-4" aria-label="Follow us">
      {links.map((network) => (
        <li key={network}>
          <a href={company.social[network]} className={footerLink} rel="noopener noreferrer">
            {SOCIAL_LABELS[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Plain links and nothing of the router's: on public pages the footer is rendered once per content as static
 * markup (chrome-markup.server.ts), outside any router, and those pages navigate by plain links anyway.
 */
export function Footer({ categories, company }: { categories: CategoryView[]; company: CompanyView }) {
  const columns: Column[] = [
    { id: 'contact', title: 'Contact Us', body: <ContactBlock company={company} /> },
    { id: 'quick-links', title: 'Quick Links', body: <LinkList links={[...QUICK_LINKS]} /> },
    {
      id: 'categories',
      title: 'Categories',
      body:
        categories.length === 0 ? (
          <p className="text-sm text-slate-400">{messages.category.noneFound}</p>
        ) : (
          <LinkList
            links={categories.map((category) => ({
              to: `/category/${encodeURIComponent(category.slug)}`,
              label: category.name,
            }))}
          />
        ),
    },
    {
      id: 'services',
      title: 'Services',
      body: <LinkList links={SERVICE_PAGES.map((service) => ({ to: service.path, label: service.title }))} />,
    },
  ];

  return (
    <footer className="mt-16 bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-4 border-b border-slate-800 pb-8 sm:flex-row sm:items-center sm:justify-between">
          <Logo company={company} inverted />
          <div className="max-w-md space-y-3">
            <p className="text-sm text-slate-400">
              {company.tagline ? `${company.tagline}. ` : ''}Retail and wholesale IT products and solutions
              since {company.established}.
            </p>
            <SocialLinks company={company} />
          </div>
        </div>

        <div className="hidden gap-10 pt-10 min-[1061px]:grid min-[1061px]:grid-cols-[1.4fr_1fr_1fr_1fr]">
          {columns.map((column) => (
            <section key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2
                id={`footer-${column.id}`}
                className="mb-4 text-sm font-semibold uppercase tracking-wider text-white"
              >
                {column.title}
              </h2>
              {column.body}
            </section>
          ))}
        </div>

        {/* Native disclosure widgets: keyboard accessible and working before (or without) any script. */}
        <div className="pt-4 min-[1061px]:hidden" data-testid="footer-accordion">
          {columns.map((column) => (
            <details key={column.id} className="group border-b border-slate-800">
              <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-sm font-semibold uppercase tracking-wider text-white focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
                {column.title}
                <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden="true" />
              </summary>
              <div className="pb-5">{column.body}</div>
            </details>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
