import { useActionData } from 'react-router';
import { storeCompany, useCompany } from '../../lib/company';
import { messages } from '~/domain/messages';
import { LoginForm } from '../../components/auth/login-form';
import type { HydrationHandle } from '../../islands/page-mode';
import type { Route } from './+types/login';

/** The session lives in the browser: this page runs as a whole React Router document, as the admin does. */
export const handle: HydrationHandle = { hydrate: 'document' };

export function meta({ matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  return [
    { title: `Staff Login | ${company.name}` },
    { name: 'description', content: `Sign in to the ${company.name} back office.` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Without JavaScript the form posts here; the session lives in browser storage, so say what is needed. */
export function action() {
  return { error: messages.admin.signInNeedsJavaScript };
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const company = useCompany();
  return <LoginForm shortName={company.short_name} initialError={actionData?.error ?? null} />;
}
