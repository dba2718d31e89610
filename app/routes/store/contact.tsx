import { Clock, Mail, MapPin, MessageSquareText, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref } from '~/domain/company';
import { addressLines, type CompanyView } from '~/domain/settings';
import { useCompany } from '../../lib/company';
import { BreadcrumbBar } from '../../components/layout/breadcrumb';
import { MapFrame } from '../../components/layout/map-frame';
import { Island } from '../../islands/island';
import { storePageMeta } from '../../lib/seo';
import type { Route } from './+types/contact';

export function meta({ matches }: Route.MetaArgs) {
  return storePageMeta(matches, (company) => ({
    path: '/contact',
    title: 'Contact Us',
    description: `Call, email or visit ${company.name} in ${company.address.city}, ${company.address.country}.`,
  }));
}

function ContactCard({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        {icon}
      </span>
      <h2 id={id} className="mt-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 space-y-1 text-slate-600">{children}</div>
    </section>
  );
}

/** The settings' address, one line of it per line. */
function CompanyAddress({ company, className = '' }: { company: CompanyView; className?: string }) {
  return (
    <address className={`${className} not-italic`.trim()}>
      {addressLines(company.address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function LocationCard({ company }: { company: CompanyView }) {
  return (
    <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50 via-white to-slate-50 p-8 shadow-sm sm:p-10">
      <div
        aria-hidden="true"
        className="absolute inset-0 [background-image:linear-gradient(to_right,rgb(37_99_235/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(37_99_235/0.07)_1px,transparent_1px)] [background-size:32px_32px]"
      />
      <div className="relative flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-8 ring-brand-100">
          <MapPin aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-5 text-lg font-semibold text-slate-900">{company.name}</p>
        <CompanyAddress company={company} className="mt-1 text-slate-600" />
      </div>
    </div>
  );
}

export default function Contact() {
  const company = useCompany();
  const mapEmbedUrl = company.map_embed_url;
  return (
    <div className="flex-1">
      <BreadcrumbBar pathname="/contact" current="Contact Us" />
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">Contact Us</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
            We are here to help
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50/90">
            Questions about a product, a quotation or a project? Call, email or visit {company.short_name}. We
            answer every inquiry.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <div className="grid gap-6 md:grid-cols-3">
          <ContactCard id="contact-call" icon={<Phone aria-hidden="true" className="size-6" />} title="Call">
            {company.phones.map((phone) => (
              <a
                key={phone}
                href={telHref(phone)}
                className="block font-medium text-brand-700 hover:underline"
              >
                {phone}
              </a>
            ))}
            <p className="flex items-center gap-1.5 pt-2 text-sm text-slate-500">
              <Clock aria-hidden="true" className="size-4" />
              {company.business_hours}
            </p>
          </ContactCard>
          <ContactCard id="contact-email" icon={<Mail aria-hidden="true" className="size-6" />} title="Email">
            <a
              href={`mailto:${company.email}`}
              className="block font-medium break-all text-brand-700 hover:underline"
            >
              {company.email}
            </a>
            <p className="pt-2 text-sm text-slate-500">We reply within one business day.</p>
          </ContactCard>
          <ContactCard
            id="contact-location"
            icon={<MapPin aria-hidden="true" className="size-6" />}
            title="Location"
          >
            <CompanyAddress company={company} />
          </ContactCard>
        </div>

        <section aria-labelledby="contact-map" className="mt-12">
          <h2 id="contact-map" className="text-2xl font-bold tracking-tight text-slate-900">
            Find us
          </h2>
          <div className="mt-5">
            {mapEmbedUrl ? (
              <Island
                name="map-frame"
                component={MapFrame}
                props={{ url: mapEmbedUrl, companyName: company.name }}
              />
            ) : (
              <LocationCard company={company} />
            )}
          </div>
        </section>

        <section className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-slate-900 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 className="text-xl font-semibold">Need a quotation?</h2>
            <p className="mt-1 text-slate-300">Send an inquiry and our team will get back to you.</p>
          </div>
          <Link
            to="/about#inquiry"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900 focus-visible:outline-none"
          >
            <MessageSquareText aria-hidden="true" className="size-5" />
            Send an inquiry
          </Link>
        </section>
      </div>
    </div>
  );
}
