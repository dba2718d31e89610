import { getCompany } from '~/server/services/settings/settings';
import { absoluteUrl, siteUrlFor } from '../../lib/seo';
import type { Route } from './+types/robots';

/**
 * The back office is not for search engines; /admin- covers every /admin-* screen. Nor are a customer's own
 * pages (/account and its sign-in links).
 */
const DISALLOWED = [
  '/admin-',
  '/admin/',
  '/Adminlogin',
  '/staff',
  '/create-staff',
  '/edit-staff',
  '/api/',
  '/account',
];

/** The sitemap line needs an absolute address: without a public address there is no sitemap to name. */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFor(context.env.SITE_URL, await getCompany(context.db));
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    ...(siteUrl ? [`Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''] : []),
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
