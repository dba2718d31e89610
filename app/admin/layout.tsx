import { useCallback, useEffect } from 'react';
import { Outlet, redirect, useNavigate } from 'react-router';
import { AdminSidebar } from './shared/sidebar';
import { adminPaths } from '../lib/admin-paths';
import { backOfficeMeta } from '../lib/company';
import { requireStaff, useSessionKeeper } from './shared/admin-session';
import { logout } from '../lib/logout';
import {
  accessToken,
  isSuperuser,
  mustChangePassword,
  mustSetUpTwoFactor,
  onSessionChange,
  SESSION_KEYS,
} from '../lib/session';
import type { Route } from './+types/layout';
import { loadCompany } from './shared/company.server';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Back office', matches);
}

/** The company's public details for the sidebar and titles, read fresh like the shop's pages. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadCompany(context);
}

/** The guard: the session lives in browser storage, so the admin is decided and rendered in the browser. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  await requireStaff();
  // A generated first password, or an administrator who must set up two-factor sign-in: the server refuses
  // everything else until it is done, so does the admin.
  const setupPending = mustChangePassword() || mustSetUpTwoFactor();
  if (setupPending && new URL(request.url).pathname !== adminPaths.account)
    throw redirect(adminPaths.account);
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
  const toLogin = useCallback(() => navigate(adminPaths.login, { replace: true }), [navigate]);

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
