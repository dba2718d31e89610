import { useContext, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { CategoryView } from '~/domain/catalogue';
import type { CompanyView } from '~/domain/settings';
import { messages } from '~/domain/messages';
import { listCategories } from '~/server/services/catalogue/categories';
import { getCompany } from '~/server/services/settings/settings';
import { ErrorPanel, errorText } from '../../components/error-boundary';
import { Footer } from '../../components/layout/footer';
import { ChromeRenderer } from '../../components/layout/chrome-renderer';
import { JsonLd } from '../../components/layout/json-ld';
import { organizationJsonLd } from '../../lib/organization.server';
import { Navbar } from '../../components/layout/navbar';
import { navbarProps } from '../../components/layout/navbar-props';
import { NotFoundView } from '../../components/layout/not-found-view';
import { activeQuickLink, SecondaryNav, showsSecondaryNav } from '../../components/layout/secondary-nav';
import { FailedImage } from '../../components/product/product-image';
import { FAILED_IMAGE_TEMPLATE_ID } from '../../islands/image-fallback';
import { Island } from '../../islands/island';
import { hydratesIslandsOnly, type HydrationHandle } from '../../islands/page-mode';
import { titleWith } from '../../lib/company';
import { siteUrlFor, STORE_LAYOUT_ID } from '../../lib/seo';
import type { Route } from './+types/layout';

/** Public pages are server-rendered with islands, without the router runtime (decision 004). */
export const handle: HydrationHandle = { hydrate: 'islands' };

/** The settings are read on every page load (one primary-key row), so an edit shows at once on every node. */
export async function loader({ context }: Route.LoaderArgs) {
  const company = await getCompany(context.db);
  const siteUrl = siteUrlFor(context.env.SITE_URL, company);
  const organization = organizationJsonLd(company, siteUrl);
  let categories: CategoryView[] = [];
  let categoriesError: string | null = null;
  try {
    categories = await listCategories(context.db);
  } catch {
    categoriesError = messages.category.loadFailed;
  }
  return { siteUrl, company, organization, categories, categoriesError };
}

/** Categories change rarely; a search or filter change must not refetch the navbar's list. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

function Chrome({
  categories,
  company,
  organization,
  children,
}: {
  categories: CategoryView[];
  company: CompanyView | null;
  organization: object | null;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  // A <template>'s content is no child React can hydrate: only pages without whole-document hydration get it.
  const islandsOnly = hydratesIslandsOnly(useMatches());
  const renderChrome = useContext(ChromeRenderer);
  if (!company) return <div className="flex min-h-screen flex-col">{children}</div>;
  // Islands pages take their frame as markup rendered once; a page that hydrates the whole document must
  // render the same tree React will, so it renders the components.
  const markup = islandsOnly && renderChrome ? renderChrome(categories, company, pathname, search) : null;
  const navbar = markup?.navbar.props ?? navbarProps(categories, company, pathname, search);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {organization && <JsonLd data={organization} />}
      <Island name="navbar" component={Navbar} props={navbar} markup={markup?.navbar.markup} />
      {markup
        ? markup.secondaryNav && (
            <div className="contents" dangerouslySetInnerHTML={{ __html: markup.secondaryNav }} />
          )
        : showsSecondaryNav(pathname) && (
            <SecondaryNav categories={categories} active={activeQuickLink(pathname, categories)} />
          )}
      <main id="main" className="flex-1">
        {children}
      </main>
      {markup ? (
        <div className="contents" dangerouslySetInnerHTML={{ __html: markup.footer }} />
      ) : (
        <Footer categories={categories} company={company} />
      )}
      {islandsOnly && (
        <template id={FAILED_IMAGE_TEMPLATE_ID}>
          <FailedImage alt="" />
        </template>
      )}
    </div>
  );
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Chrome
      categories={loaderData.categories}
      company={loaderData.company}
      organization={loaderData.organization}
    >
      <Outlet />
    </Chrome>
  );
}

/** Keeps the navbar and footer around a failed page, so the visitor can always navigate on. */
/** Only used when a page failed and this layout shows the error in its place; pages set their own otherwise. */
export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: titleWith(notFound ? 'Page not found' : 'Something went wrong', loaderData?.company ?? null) },
    { name: 'robots', content: 'noindex' },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>(STORE_LAYOUT_ID);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Chrome
        categories={data?.categories ?? []}
        company={data?.company ?? null}
        organization={data?.organization ?? null}
      >
        <NotFoundView />
      </Chrome>
    );
  }
  // Thrown responses (other than 404) are route errors: React Router's wording. Crashes while loading or
  // rendering get the spec's error-boundary panel with the hint to refresh.
  const panel = isRouteErrorResponse(error)
    ? { title: messages.errorBoundary.routeTitle, detail: `${error.status} ${error.statusText}`.trim() }
    : { title: messages.errorBoundary.title, hint: messages.errorBoundary.hint, detail: errorText(error) };
  return (
    <Chrome
      categories={data?.categories ?? []}
      company={data?.company ?? null}
      organization={data?.organization ?? null}
    >
      <div className="px-4">
        <ErrorPanel {...panel} />
      </div>
    </Chrome>
  );
}
