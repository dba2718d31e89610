import { data } from 'react-router';
import { messages } from '~/domain/messages';
import { answerQuotation, getPublicQuotation } from '~/server/services/quotations/answers';
import { QuoteDocument } from '../../components/quote/quote-document';
import { storeCompany } from '../../lib/company';
import { answerFromForm } from '../../lib/quote-answer.server';
import type { Route } from './+types/quote';

const text = messages.quote;

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await getPublicQuotation(context.db, params.token, new Date());
  if (!found) throw data(null, { status: 404 });
  return found;
}

/**
 * The Accept and Decline buttons are a plain form post: they work without JavaScript, through the same service
 * and rules as POST /api/quote/{token}/accept/ and /decline/.
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return answerFromForm(request, (intent, raw) =>
    answerQuotation(
      { db: context.db, env: context.env, wakeMail: context.wakeMail },
      params.token,
      intent,
      raw,
      new Date(),
    ),
  );
}

/** The address carries the customer's key: nobody may cache the page, and it never leaks as a referrer. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  const title = loaderData ? text.title(loaderData.quotation.number) : 'Quotation not found';
  return [{ title: `${title} | ${company.name}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteDocument found={loaderData} actionData={actionData} download={<p>{text.download}</p>} />;
}
