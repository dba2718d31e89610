import { data, redirect } from 'react-router';
import { ACCOUNT_PATH } from '~/domain/account';
import { messages } from '~/domain/messages';
import { signInWithLink } from '~/server/services/account/sign-in';
import { AccountHeader, SignInForm } from '../../components/account/account-parts';
import { ACCOUNT_HEADERS, accountHeaders, sessionCookie } from '../../lib/account-session.server';
import { storeCompany } from '../../lib/company';
import type { Route } from './+types/sign-in';

const text = messages.customerAccount;

/**
 * Opening the e-mailed link signs in: the link is used up, the session cookie set, and the customer sent on to
 * /account (so the token leaves the address bar and the history). A used, expired or unknown link says which,
 * with the form to ask for a new one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const result = await signInWithLink(context.db, params.token, new Date());
  if (result.ok) {
    throw redirect(ACCOUNT_PATH, {
      headers: {
        ...ACCOUNT_HEADERS,
        'Set-Cookie': sessionCookie(request, context, result.session, result.expiresAt),
      },
    });
  }
  const reason = { used: text.linkUsed, expired: text.linkExpired, invalid: text.linkInvalid }[result.reason];
  return data({ reason }, { status: result.reason === 'invalid' ? 404 : 410 });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  return [{ title: `${text.title} | ${company.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AccountHeader />
      <SignInForm notice={{ kind: 'error', text: loaderData.reason }} />
    </>
  );
}
