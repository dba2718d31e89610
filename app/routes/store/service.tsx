import { ArrowRight, CheckCircle2, Globe, LayoutDashboard, Smartphone, Sparkles } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { storeCompany, useCompany } from '../../lib/company';
import { SERVICE_PAGES } from '~/domain/constants';
import { BreadcrumbBar } from '../../components/layout/breadcrumb';
import { pageMeta, siteUrlFromMatches } from '../../lib/seo';
import type { Route } from './+types/service';

type ServicePath = (typeof SERVICE_PAGES)[number]['path'];

const details: Record<ServicePath, { icon: typeof Globe; summary: string; highlights: string[] }> = {
  '/services/website&-design': {
    icon: Globe,
    summary:
      'Fast, mobile-friendly websites that present your business clearly and help customers find and contact you.',
    highlights: [
      'Company profiles, landing pages and online catalogues',
      'Responsive layouts that work on phones, tablets and desktops',
      'Search-friendly pages and easy content updates',
      'Domain, hosting and launch support',
    ],
  },
  '/services/mobile&-application': {
    icon: Smartphone,
    summary:
      'Mobile applications for Android and iOS that put your products and services in your customers’ pockets.',
    highlights: [
      'Apps for customers, field staff and internal teams',
      'Clean, easy-to-use screens designed around your workflow',
      'Connection to your existing systems and data',
      'Store publishing and ongoing maintenance',
    ],
  },
  '/services/web&-application&-design': {
    icon: LayoutDashboard,
    summary:
      'Custom web applications that automate everyday work: inventory, quotations, bookings, reports and more.',
    highlights: [
      'Dashboards and back-office tools tailored to your business',
      'Secure user accounts with roles and permissions',
      'Reports and exports your team can act on',
      'Scalable hosting that grows with you',
    ],
  },
};

export function loader({ params }: Route.LoaderArgs) {
  const page = SERVICE_PAGES.find((candidate) => candidate.path === `/services/${params.service}`);
  if (!page) throw redirect('/404');
  return { path: page.path, title: page.title, service: page.service };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  if (!data) return [{ title: `Services | ${company.name}` }];
  return pageMeta({
    siteUrl: siteUrlFromMatches(matches),
    company,
    path: data.path,
    title: data.title,
    description: `${data.service} by ${company.name}. Coming soon: send us an inquiry today.`,
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { path, title, service } = loaderData;
  const company = useCompany();
  const { icon: Icon, summary, highlights } = details[path];
  const inquireHref = `/about?${new URLSearchParams({ purpose: 'Services', service })}#inquiry`;

  return (
    <div className="flex-1">
      <BreadcrumbBar pathname={path} current={title} />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between md:py-20">
          <div className="max-w-2xl">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
              <Icon aria-hidden="true" className="size-7" />
            </span>
            <p className="mt-5 text-sm font-semibold tracking-wider text-brand-100 uppercase">Our services</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{service}</h1>
            <p className="mt-4 text-lg text-brand-50/90">{summary}</p>
          </div>
          <div
            role="status"
            className="flex shrink-0 -rotate-2 flex-col items-center rounded-2xl bg-amber-400 px-8 py-5 text-slate-900 shadow-xl ring-4 ring-white/30"
          >
            <Sparkles aria-hidden="true" className="size-6" />
            <p className="text-4xl font-black tracking-tight sm:text-5xl">Soon!</p>
            <p className="mt-1 text-sm font-semibold">{title} is launching soon</p>
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr] md:py-16">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">What you can expect</h2>
          <p className="mt-3 text-slate-600">
            {company.name} is preparing a dedicated {service.toLowerCase()} offering. You can already tell us
            about your project: our team will get back to you with ideas, a timeline and a quotation.
          </p>
          <ul className="mt-6 space-y-3">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <aside className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">Have a project in mind?</h2>
          <p className="mt-2 text-sm text-slate-600">
            Send us a short inquiry and we will contact you to talk about what you need.
          </p>
          <Link
            to={inquireHref}
            className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            Inquire about this service
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <p className="mt-4 text-xs text-slate-500">{company.tagline}</p>
        </aside>
      </section>
    </div>
  );
}
