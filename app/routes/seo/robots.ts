import { absoluteUrl, siteUrlFor } from '../../lib/seo';
import type { Route } from './+types/robots';

/** The back office is not for search engines; /admin- covers every /admin-* screen. */
const DISALLOWED = ['/admin-', '/admin/', '/Adminlogin', '/staff', '/create-staff', '/edit-staff', '/api/'];

export function loader({ request, context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFor(request, context.env.SITE_URL);
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
