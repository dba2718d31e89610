import { redirect } from 'react-router';
import { company } from '../../../domain/company';
import { LoginForm } from '../../components/auth/login-form';
import { DASHBOARD_PATH } from '../../lib/admin-paths';
import { hasAdminSession } from '../../lib/admin-session';
import { isLoggedIn, isSuperuser } from '../../lib/session';
import type { Route } from './+types/login';

export function meta(_: Route.MetaArgs) {
  return [
    { title: `Admin Login | ${company.name}` },
    { name: 'description', content: `Sign in to the ${company.name} back office.` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** An administrator who is still signed in goes straight to the dashboard (spec section 4). */
export async function clientLoader() {
  if (isLoggedIn() && isSuperuser() && (await hasAdminSession())) throw redirect(DASHBOARD_PATH);
  return null;
}

export default function AdminLogin() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50">
      <LoginForm />
    </main>
  );
}
