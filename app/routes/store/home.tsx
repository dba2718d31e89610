import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Code2,
  Headset,
  Smartphone,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { companyStory } from '~/domain/company';
import { useCompany } from '../../lib/company';
import { LATEST_PRODUCTS_LIMIT, SERVICE_PAGES } from '~/domain/constants';
import { CategoryStrip } from '../../components/category/category-strip';
import { LatestProducts } from '../../components/product/latest-products';
import { cardProduct } from '../../components/product/product-path';
import { Island } from '../../islands/island';
import { defaultDescription, storePageMeta, STORE_LAYOUT_ID } from '../../lib/seo';
import type { loader as layoutLoader } from './layout';
import type { Route } from './+types/home';
import { loadLatestProducts } from '../../lib/latest-products.server';

export function loader({ context }: Route.LoaderArgs) {
  return loadLatestProducts(context.db, LATEST_PRODUCTS_LIMIT);
}

export function meta({ matches }: Route.MetaArgs) {
  return storePageMeta(matches, (company) => ({
    path: '/',
    description: defaultDescription(
      company,
      `${company.name}: laptops, office equipment, audio and telecommunication supplies, retail and wholesale in the Philippines. ${company.tagline}.`,
    ),
  }));
}

const HIGHLIGHTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: 'Genuine products',
    text: 'Brand-new units from trusted brands, with official warranty.',
  },
  {
    icon: Building2,
    title: 'Retail & wholesale',
    text: 'One laptop or a whole office fit-out: volume pricing on request.',
  },
  {
    icon: Truck,
    title: 'Nationwide delivery',
    text: 'Carefully packed and shipped anywhere in the Philippines.',
  },
  { icon: Headset, title: 'Real people, real help', text: 'Talk to our team before and after you buy.' },
];

const SERVICE_ICONS: LucideIcon[] = [Code2, Smartphone, Code2];

function Hero() {
  const company = useCompany();
  return (
    <section className="relative overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(37,99,235,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(14,165,233,0.25),transparent_50%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-sky-200">
            <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden="true" />
            {company.name}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {companyStory.heroTitle}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-300">{company.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/products"
              prefetch="intent"
              className="inline-flex items-center gap-2 rounded-lg bg-brand-500 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-900/40 hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Shop Now
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center gap-2 rounded-lg border border-white/25 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Talk to sales
            </Link>
          </div>
        </div>
        <dl className="hidden grid-cols-2 gap-3 sm:grid sm:gap-4">
          {[
            ['Since', company.established],
            ['Retail', 'and wholesale'],
            ['Office', 'supplies & equipment'],
            ['Audio & telecom', 'parts and accessories'],
          ].map(([term, detail]) => (
            <div key={term} className="rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur">
              <dt className="text-lg font-bold text-white">{term}</dt>
              <dd className="mt-1 text-sm text-slate-300">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function WhyUs() {
  const company = useCompany();
  return (
    <section aria-labelledby="why-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="why-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
          Why shop with {company.short_name}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-xs text-slate-600 sm:text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ServicesTeaser() {
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="max-w-2xl">
        <h2 id="services-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Beyond hardware: digital services
        </h2>
        <p className="mt-2 text-slate-600">
          We also design and build websites, mobile apps and web applications for growing businesses.
        </p>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {SERVICE_PAGES.map((service, index) => {
          const Icon = SERVICE_ICONS[index] ?? Code2;
          return (
            <li key={service.path}>
              <Link
                to={service.path}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 p-6 transition hover:border-brand-100 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <Icon className="size-6 text-brand-600" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-slate-900">{service.service}</h3>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Learn more
                  <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function WholesaleCta() {
  return (
    <section aria-labelledby="wholesale-title" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="wholesale-title" className="text-2xl font-bold tracking-tight">
            Buying for your business?
          </h2>
          <p className="mt-2 text-brand-100">
            Get a wholesale quote for laptops, printers, office equipment and telecom supplies. We reply
            within one business day.
          </p>
        </div>
        <Link
          to="/about?purpose=Request%20for%20Quote#inquiry"
          className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Request a quote
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(STORE_LAYOUT_ID);
  return (
    <>
      <Hero />
      <Island
        name="category-strip"
        component={CategoryStrip}
        props={{ categories: layout?.categories ?? [], error: layout?.categoriesError ?? null }}
      />
      <Island
        name="latest-products"
        component={LatestProducts}
        props={{ products: loaderData.products.map(cardProduct), error: loaderData.error }}
      />
      <WhyUs />
      <ServicesTeaser />
      <WholesaleCta />
    </>
  );
}
