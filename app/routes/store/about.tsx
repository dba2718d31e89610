import {
  ArrowRight,
  Building2,
  CalendarDays,
  Eye,
  Globe,
  Headset,
  LayoutDashboard,
  Layers,
  Mail,
  Phone,
  ShieldCheck,
  Smartphone,
  Tags,
  Target,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import { telHref } from '~/domain/company';
import { useCompany } from '../../lib/company';
import { INQUIRY_PURPOSES, INQUIRY_SERVICES, PURPOSES_WITH_PICKERS, SERVICE_PAGES } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { InvalidError, TooManyError } from '~/server/errors';
import { submitInquiry } from '~/server/services/inquiries/inquiries';
import { listBrands, listProducts } from '~/server/services/catalogue/products';
import { ErrorBoundary } from '../../components/error-boundary';
import {
  INQUIRY_FIELDS,
  InquiryForm,
  type CatalogueProduct,
  type InquiryErrors,
  type InquiryNotice,
  type InquiryValues,
} from '../../components/inquiry/inquiry-form';
import { BreadcrumbBar } from '../../components/layout/breadcrumb';
import { storePageMeta } from '../../lib/seo';
import { Island } from '../../islands/island';
import type { Route } from './+types/about';

/** The pickers list products by name; beyond this many the visitor types the name in the filter instead. */
const PICKER_PRODUCTS_LIMIT = 500;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Links such as the product page's "Inquire about this product" preselect the purpose, product and brand. */
function preselection(url: URL): InquiryValues {
  const purpose = url.searchParams.get('purpose');
  if (!isOneOf(INQUIRY_PURPOSES, purpose)) return {};
  if (purpose === 'Services') {
    const service = url.searchParams.get('service');
    return { purpose, service: isOneOf(INQUIRY_SERVICES, service) ? service : '' };
  }
  if (!isOneOf(PURPOSES_WITH_PICKERS, purpose)) return { purpose };
  return {
    purpose,
    brands: url.searchParams.get('brand')?.trim() ?? '',
    products: url.searchParams.get('product')?.trim() ?? '',
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const initial = preselection(new URL(request.url));
  try {
    const [brands, page] = await Promise.all([
      listBrands(context.db),
      listProducts(context.db, { page: 1, pageSize: PICKER_PRODUCTS_LIMIT, sort: 'name' }),
    ]);
    const products: CatalogueProduct[] = page.results.map((product) => ({
      name: product.name,
      brand: product.brand,
      category: product.category_name,
    }));
    return { brands, products, initial };
  } catch {
    // The form still works without the catalogue: the visitor describes the products in the message.
    return { brands: [] as string[], products: [] as CatalogueProduct[], initial };
  }
}

/** The form post without JavaScript: same schema, same service and same rate limit as POST /api/inquiries/. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const raw: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') raw[key] = value;
  try {
    await submitInquiry(
      {
        db: context.db,
        env: context.env,
        logger: context.logger,
        now: () => new Date(),
        wakeMail: context.wakeMail,
      },
      raw,
      context.clientAddress,
    );
  } catch (error) {
    if (!(error instanceof InvalidError || error instanceof TooManyError)) throw error;
    const values: InquiryValues = {};
    for (const field of INQUIRY_FIELDS) values[field] = raw[field] ?? '';
    const notice: InquiryNotice = { kind: 'error', text: error.detail || messages.inquiry.failed };
    const errors: InquiryErrors = error instanceof InvalidError ? error.fields : {};
    return data({ notice, values, errors }, { status: error.status });
  }
  const notice: InquiryNotice = { kind: 'success', text: messages.inquiry.success };
  return { notice, values: {} as InquiryValues, errors: {} as InquiryErrors };
}

/** The mission and the vision: an icon, a heading and the statement. */
function StatementCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <article className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-3 leading-relaxed text-slate-600">{children}</p>
    </article>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return storePageMeta(matches, (company) => ({
    path: '/about',
    title: 'About Us',
    description: `${company.name}: IT products, office supplies and digital services in the Philippines since ${company.established}. ${company.tagline}.`,
  }));
}

const serviceIcons = {
  '/services/website&-design': Globe,
  '/services/mobile&-application': Smartphone,
  '/services/web&-application&-design': LayoutDashboard,
} as const;

const serviceBlurbs = {
  '/services/website&-design':
    'Modern, mobile-friendly websites that present your business and bring in inquiries.',
  '/services/mobile&-application': 'Android and iOS apps for your customers, field staff and internal teams.',
  '/services/web&-application&-design':
    'Custom web applications and dashboards that automate your everyday work.',
} as const;

const reasons = [
  {
    icon: ShieldCheck,
    title: 'Genuine products',
    text: 'Original units from trusted brands such as HP, Lenovo and Acer, with official warranties.',
  },
  {
    icon: Tags,
    title: 'Retail and wholesale',
    text: 'Fair prices for a single laptop or a whole office, with quotations for bulk orders.',
  },
  {
    icon: Headset,
    title: 'Honest advice',
    text: 'We help you choose what fits your work and budget, and we stay reachable after the sale.',
  },
  {
    icon: Layers,
    title: 'One partner for IT',
    text: 'Hardware, supplies and software development from one team that knows your setup.',
  },
];

const productLines = [
  'Office supplies and equipment',
  'Audio parts and accessories',
  'Telecommunication supplies',
  'Computers, laptops and printers',
];

export default function About({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, products, initial } = loaderData;
  const company = useCompany();

  return (
    <div>
      <BreadcrumbBar pathname="/about" current="About Us" />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">About Us</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
            {company.name}
          </h1>
          <p className="mt-4 max-w-2xl text-xl text-brand-50/90 sm:text-2xl">{company.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#inquiry"
              className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-700 focus-visible:outline-none"
            >
              Send an inquiry
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <Link
              to="/products"
              className="inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              Browse products
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-story" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <div className="grid gap-10 md:grid-cols-[1.3fr_1fr] md:items-start">
          <div>
            <h2 id="about-story" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Our story
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              {company.name} was established in {company.established} to make dependable technology easy to
              buy for homes, schools and businesses. We sell office supplies and equipment, audio parts and
              accessories, telecommunication supplies, and computers, laptops and printers, both retail and
              wholesale.
            </p>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              We also design and build websites, mobile applications and web applications, so the same team
              that equips your office can help your business grow online.
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
              <CalendarDays aria-hidden="true" className="size-4" />
              Since {company.established}
            </p>
            <h3 className="mt-3 font-semibold text-slate-900">What we sell</h3>
            <ul className="mt-3 space-y-2">
              {productLines.map((line) => (
                <li key={line} className="flex items-center gap-2 text-slate-700">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
                  {line}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-500">Retail and wholesale orders welcome.</p>
          </div>
        </div>
      </section>

      <section aria-label="Mission and vision" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
          <StatementCard icon={Target} title="Our mission">
            To provide people and businesses with reliable IT products and digital solutions at fair prices,
            backed by honest advice and dependable after-sales support.
          </StatementCard>
          <StatementCard icon={Eye} title="Our vision">
            {company.vision}
          </StatementCard>
        </div>
      </section>

      <section aria-labelledby="about-why" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <h2
          id="about-why"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Why choose us
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 p-6 transition-shadow hover:shadow-md"
            >
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-services" className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <h2 id="about-services" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our services
          </h2>
          <p className="mt-3 max-w-2xl text-slate-300">
            Beyond hardware, we design and develop the software that runs your business.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {SERVICE_PAGES.map((page) => {
              const Icon = serviceIcons[page.path];
              return (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    prefetch="intent"
                    className="group flex h-full flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 transition hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                  >
                    <Icon aria-hidden="true" className="size-8 text-brand-100" />
                    <h3 className="mt-4 text-lg font-semibold">{page.service}</h3>
                    <p className="mt-2 flex-1 text-sm text-slate-300">{serviceBlurbs[page.path]}</p>
                    <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-100">
                      Learn more
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        id="inquiry"
        aria-labelledby="about-inquiry"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-14 sm:px-6 md:py-20"
      >
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <h2 id="about-inquiry" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Send us an inquiry
            </h2>
            <p className="mt-3 text-slate-600">
              Ask for a quotation, ask about a product, find the right contact person or tell us about a
              project. We answer every inquiry, usually within one business day.
            </p>
            <ul className="mt-6 space-y-3 text-slate-700">
              {company.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className="inline-flex items-center gap-2 hover:text-brand-700">
                    <Phone aria-hidden="true" className="size-4 text-brand-600" />
                    {phone}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href={`mailto:${company.email}`}
                  className="inline-flex items-center gap-2 hover:text-brand-700"
                >
                  <Mail aria-hidden="true" className="size-4 text-brand-600" />
                  {company.email}
                </a>
              </li>
              <li className="inline-flex items-center gap-2">
                <Building2 aria-hidden="true" className="size-4 text-brand-600" />
                {company.address.city}, {company.address.country}
              </li>
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <ErrorBoundary>
              <Island
                name="inquiry-form"
                component={InquiryForm}
                props={{
                  brands,
                  products,
                  initial: actionData?.values ?? initial,
                  errors: actionData?.errors,
                  notice: actionData?.notice,
                }}
              />
            </ErrorBoundary>
          </div>
        </div>
      </section>
    </div>
  );
}
