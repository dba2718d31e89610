import { useCallback, useEffect } from 'react';
import { Outlet, redirect, useNavigate } from 'react-router';
import { getCompany } from '~/server/services/settings/settings';
import { AdminSidebar } from '../../components/admin/sidebar';
import { ACCOUNT_PATH, LOGIN_PATH } from '../../lib/admin-paths';
import { companyFromMatches, titleWith } from '../../lib/company';
import { requireStaff, useSessionKeeper } from '../../lib/admin-session';
import { logout } from '../../lib/logout';
import {
  accessToken,
  isSuperuser,
  mustChangePassword,
  onSessionChange,
  SESSION_KEYS,
} from '../../lib/session';
import type { Route } from './+types/layout';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: titleWith('Back office', companyFromMatches(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The company's public details for the sidebar and titles, read fresh like the shop's pages. */
export async function loader({ context }: Route.LoaderArgs) {
  return { company: await getCompany(context.db) };
}

/** The guard: the session lives in browser storage, so the admin is decided and rendered in the browser. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await requireStaff();
  // A generated first password: the server refuses everything else until it is changed, so does the admin.
  if (mustChangePassword() && new URL(request.url).pathname !== ACCOUNT_PATH) throw redirect(ACCOUNT_PATH);
  const { company } = await serverLoader();
  return {
    company,
    username: window.localStorage.getItem(SESSION_KEYS.username) || 'User',
    isSuperuser: isSuperuser(),
  };
}
clientLoader.hydrate = true as const;

/** The spec's "checking" state renders nothing. */
export function HydrateFallback() {
  return null;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const toLogin = useCallback(() => navigate(LOGIN_PATH, { replace: true }), [navigate]);

  useSessionKeeper(toLogin);

  // A logout in another tab, or a refresh the server refused, ends this screen too.
  useEffect(
    () =>
      onSessionChange(() => {
        if (!accessToken()) toLogin();
      }),
    [toLogin],
  );

  async function onLogout() {
    await logout();
    toLogin();
  }

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <AdminSidebar user={loaderData} company={loaderData.company} onLogout={() => void onLogout()} />
      <div className="min-w-0 lg:flex-1">
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
