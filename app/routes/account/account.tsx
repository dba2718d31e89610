import { data } from 'react-router';
import { formatShopDay } from '~/domain/dates';
import { formatPeso } from '~/domain/price';
import { messages } from '~/domain/messages';
import { InvalidError, ShopError, statusOf } from '~/server/errors';
import { accountOverview, requestQuoteAgain } from '~/server/services/account/documents';
import { requestSignInLink, signOut } from '~/server/services/account/sign-in';
import {
  AccountHeader,
  Notice,
  SignInForm,
  type AccountNotice,
} from '../../components/account/account-parts';
import {
  accountHeaders,
  clearedSessionCookie,
  currentCustomer,
  requireCustomer,
  sessionToken,
} from '../../lib/account-session.server';
import { storeCompany } from '../../lib/company';
import type { Route } from './+types/account';

const text = messages.customerAccount;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await currentCustomer(request, context);
  return { overview: session ? await accountOverview(context.db, session, new Date()) : null };
}

interface ActionResult {
  notice: AccountNotice | null;
  email?: string;
  error?: string;
}

const failure = (error: ShopError, extra: Partial<ActionResult> = {}) =>
  data<ActionResult>(
    { notice: { kind: 'error', text: error.detail || messages.common.unexpected }, ...extra },
    { status: statusOf(error) },
  );

/** The page's three posts: ask for a link, sign out, and ask again for a past order. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const now = new Date();
  const deps = { db: context.db, env: context.env, wakeMail: context.wakeMail };
  if (intent === 'sign-out') {
    await signOut(context.db, sessionToken(request), now);
    return data<ActionResult>(
      { notice: { kind: 'success', text: text.signedOut } },
      { headers: { 'Set-Cookie': clearedSessionCookie(request, context) } },
    );
  }
  if (intent === 'request-again') {
    const session = await requireCustomer(request, context);
    const order = Number(form.get('order'));
    try {
      await requestQuoteAgain(deps, session, order, context.clientAddress, now);
      return data<ActionResult>({ notice: { kind: 'success', text: text.requestedAgain(order) } });
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      return failure(error);
    }
  }
  const given = form.get('email');
  const email = typeof given === 'string' ? given : '';
  try {
    await requestSignInLink(deps, { email }, context.clientAddress, now);
    return data<ActionResult>({ notice: { kind: 'success', text: text.linkSent } });
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    if (error instanceof InvalidError) {
      const field = error.fields.email;
      const message = Array.isArray(field) && typeof field[0] === 'string' ? field[0] : error.detail;
      return data<ActionResult>({ notice: null, email, error: message }, { status: 400 });
    }
    return failure(error, { email });
  }
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  return [{ title: `${text.title} | ${company.name}` }, { name: 'robots', content: 'noindex' }];
}

type Overview = NonNullable<Route.ComponentProps['loaderData']['overview']>;

const card =
  'flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4';
const link = 'text-brand-700 underline hover:text-brand-600';

/** Cards rather than a table: they read the same at 390 px as at 1440 px. */
function Quotations({ rows }: { rows: Overview['quotations'] }) {
  if (rows.length === 0) return <p className="text-slate-600">{text.noQuotations}</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className={card}>
          <div className="space-y-1">
            <h3 className="font-semibold">
              <a href={`/account/quotations/${row.id}`} aria-label={text.open(row.number)} className={link}>
                {row.number}
              </a>
            </h3>
            <p className="text-sm text-slate-600">
              {formatShopDay(row.date)} · {formatPeso(row.total)}
            </p>
            <p className="text-sm">
              {text.columns.status}:{' '}
              <strong className="font-semibold text-slate-900">{text.quotationStates[row.state]}</strong>
            </p>
          </div>
          <a href={`/account/quotations/${row.id}/pdf`} className={`${link} text-sm`}>
            {text.pdf(row.number)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Orders({ rows }: { rows: Overview['orders'] }) {
  if (rows.length === 0) return <p className="text-slate-600">{text.noOrders}</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className={card}>
          <div className="space-y-1">
            <h3 className="font-semibold text-slate-900">{text.order(row.id)}</h3>
            <p className="text-sm text-slate-600">
              {formatShopDay(row.date)} · {text.columns.items}: {row.item_count} · {formatPeso(row.total)}
            </p>
            <p className="text-sm">
              {text.columns.status}:{' '}
              <strong className="font-semibold text-slate-900">{text.orderStates[row.status]}</strong>
            </p>
          </div>
          {row.can_request_again && (
            <form method="post">
              <input type="hidden" name="intent" value="request-again" />
              <input type="hidden" name="order" value={row.id} />
              <button
                type="submit"
                aria-label={text.requestAgainLabel(row.id)}
                className="rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                {text.requestAgain}
              </button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { overview } = loaderData;
  if (!overview) {
    return (
      <>
        <AccountHeader />
        <SignInForm notice={actionData?.notice} email={actionData?.email} error={actionData?.error} />
      </>
    );
  }
  return (
    <>
      <AccountHeader>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700">
          <p>
            {text.signedInAs(overview.email)}
            {overview.companies.length > 0 && <> · {overview.companies.join(', ')}</>}
          </p>
          <form method="post">
            <input type="hidden" name="intent" value="sign-out" />
            <button
              type="submit"
              className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {text.signOut}
            </button>
          </form>
        </div>
      </AccountHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
        <Notice notice={actionData?.notice} />
        <section aria-labelledby="account-quotations" className="space-y-3">
          <h2 id="account-quotations" className="text-xl font-bold text-slate-900">
            {text.quotations}
          </h2>
          <Quotations rows={overview.quotations} />
        </section>
        <section aria-labelledby="account-orders" className="space-y-3">
          <h2 id="account-orders" className="text-xl font-bold text-slate-900">
            {text.orders}
          </h2>
          <Orders rows={overview.orders} />
        </section>
      </div>
    </>
  );
}
