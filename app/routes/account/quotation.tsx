import { data } from 'react-router';
import { messages } from '~/domain/messages';
import { accountQuotation, answerAccountQuotation } from '~/server/services/account/documents';
import { QuoteDocument } from '../../components/quote/quote-document';
import { accountHeaders, requireCustomer } from '../../lib/account-session.server';
import { storeCompany } from '../../lib/company';
import { answerFromForm } from '../../lib/quote-answer.server';
import type { Route } from './+types/quotation';

const text = messages.customerAccount;

/** One of the signed-in customer's quotations, as the public quote page shows it; anyone else's is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireCustomer(request, context);
  const found = await accountQuotation(context.db, session, Number(params.id), new Date());
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** Accept or Decline: the public page's form, rules and service, bound to the session instead of the token. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const session = await requireCustomer(request, context);
  return answerFromForm(request, (intent, raw) =>
    answerAccountQuotation(
      { db: context.db, env: context.env, wakeMail: context.wakeMail },
      session,
      Number(params.id),
      intent,
      raw,
      new Date(),
    ),
  );
}

export const headers = accountHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  const title = loaderData ? messages.quote.title(loaderData.quotation.number) : text.notFound;
  return [{ title: `${title} | ${company.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountQuotation({ loaderData, actionData, params }: Route.ComponentProps) {
  const link = 'text-brand-700 underline hover:text-brand-600';
  return (
    <QuoteDocument
      found={loaderData}
      actionData={actionData}
      before={
        <p>
          <a href="/account" className={link}>
            ← {text.back}
          </a>
        </p>
      }
      download={
        <p>
          <a href={`/account/quotations/${params.id}/pdf`} className={link}>
            {text.pdf(loaderData.quotation.number)}
          </a>
        </p>
      }
    />
  );
}
