import { quotationFileName } from '~/domain/quotation';
import { accountQuotationPdf } from '~/server/services/account/documents';
import { ACCOUNT_HEADERS, requireCustomer } from '../../lib/account-session.server';
import type { Route } from './+types/quotation-pdf';

/** The PDF of one of the signed-in customer's quotations, as staff download it; anyone else's is not found. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireCustomer(request, context);
  const file = await accountQuotationPdf(context.db, context.media, session, Number(params.id), new Date());
  if (!file) return new Response('Not found', { status: 404, headers: ACCOUNT_HEADERS });
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      ...ACCOUNT_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${quotationFileName(file.number)}"`,
    },
  });
}
