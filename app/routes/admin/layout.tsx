import { useCallback, useEffect } from 'react';
import { Outlet, redirect, useNavigate } from 'react-router';
import { company } from '../../../domain/company';
import { AdminSidebar } from '../../components/admin/sidebar';
import { ACCOUNT_PATH, LOGIN_PATH } from '../../lib/admin-paths';
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

export function meta(_: Route.MetaArgs) {
  return [{ title: `Back office | ${company.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The guard: the session lives in browser storage, so the admin is decided and rendered in the browser. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  // A generated first password: the server refuses everything else until it is changed, so does the admin.
  if (mustChangePassword() && new URL(request.url).pathname !== ACCOUNT_PATH) throw redirect(ACCOUNT_PATH);
  return {
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
    <div className="min-h-screen bg-slate-50">
      <AdminSidebar user={loaderData} onLogout={() => void onLogout()} />
      <div className="lg:pl-64">
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
