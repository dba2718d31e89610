import { redirect } from 'react-router';
import { LoginForm } from '../../components/auth/login-form';
import { adminPaths } from '../../lib/admin-paths';
import { hasAdminSession } from '../shared/admin-session';
import { titleWith } from '../../lib/company';
import { isLoggedIn, isSuperuser } from '../../lib/session';
import type { Route } from './+types/login';
import { loadCompany } from '../shared/company.server';

export function meta({ loaderData }: Route.MetaArgs) {
  const company = loaderData?.company ?? null;
  return [
    { title: titleWith('Admin Login', company) },
    { name: 'description', content: `Sign in to the ${company?.name ?? 'shop'}'s back office.` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** An administrator who is still signed in goes straight to the dashboard (spec section 4). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadCompany(context);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (isLoggedIn() && isSuperuser() && (await hasAdminSession())) throw redirect(adminPaths.dashboard);
  return serverLoader();
}
// The server renders the form with the company's name; the check for a live session runs as the page hydrates.
clientLoader.hydrate = true as const;

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50">
      <LoginForm shortName={loaderData.company.short_name} />
    </main>
  );
}
