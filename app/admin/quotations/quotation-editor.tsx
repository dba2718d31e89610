import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams, useRouteLoaderData, useSearchParams } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { addDays, shopDate, type QuotationView } from '~/domain/quotation';
import type { CompanyView } from '~/domain/settings';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { EmailList, resendEmail } from '../shared/email-list';
import { positiveInt } from '../shared/list-params';
import { AdminPageHeader, Loading, Notice, Panel } from '../shared/ui';
import { useApiGet } from '../shared/use-api-data';
import { ADMIN_LAYOUT_ID, backOfficeMeta } from '../../lib/company';
import {
  draftFromInquiry,
  draftFromView,
  emptyDraft,
  requestedProducts,
  type QuotationDraft,
} from './quotation-model';
import { BackToList, productSnapshot, QuotationForm, type Message } from './quotation-form';
import type { Route } from './+types/quotation-editor';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Quotation | Back office', matches);
}

const text = adminMessages.quotations;

/** The quotation's e-mails are resent from here (EmailList). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return resendEmail(await request.formData());
}

function useCompany(): CompanyView | null {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ID) as { company?: CompanyView } | undefined;
  return data?.company ?? null;
}

/** The quotation named in the URL, or a new one (blank, or filled in from `?inquiry=`). */
export default function QuotationEditorScreen() {
  const { id } = useParams();
  const quotationId = id === undefined ? null : positiveInt(id);
  if (id !== undefined) return <ExistingQuotation key={id} id={quotationId} />;
  return <NewQuotation />;
}

function Failure({ children }: { children: ReactNode }) {
  return (
    <>
      <BackToList />
      <AdminPageHeader title="Quotation" />
      <Panel className="p-5">
        <Notice tone="error">{children}</Notice>
      </Panel>
    </>
  );
}

function ExistingQuotation({ id }: { id: number | null }) {
  const { data, error, setData, reload } = useApiGet(
    '/api/quotations/{id}/',
    id ? { params: { path: { id } } } : null,
  );
  // A save or send answers without the e-mails; reading the quotation again shows the one just queued.
  const saved = useCallback(
    (view: QuotationView) => {
      setData(view);
      reload();
    },
    [setData, reload],
  );
  const location = useLocation();
  const arrived = (location.state as { message?: Message } | null)?.message ?? null;
  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return <Failure>{adminMessages.quotation.notFound}</Failure>;
  }
  if (error) return <Failure>{text.loadOneFailed}</Failure>;
  if (!data) return <Loading label="Loading the quotation..." />;
  return (
    <QuotationForm
      key={data.id}
      view={data}
      initial={draftFromView(data)}
      pricesIncludeVat={data.prices_include_vat}
      arrived={arrived}
      onSaved={saved}
      mail={
        data.emails && data.status !== 'draft' ? (
          <EmailList emails={data.emails} none={adminMessages.mail.none} testId="quotation-emails" />
        ) : null
      }
    />
  );
}

/** Finds each requested product's catalogue entry by its exact name (case aside). */
async function catalogueMatches(names: string[]) {
  const found = new Map<string, ReturnType<typeof productSnapshot>>();
  await Promise.all(
    names.map(async (name) => {
      const page = await unwrap(
        api.GET('/api/products/', { params: { query: { query: name.slice(0, 200), page_size: 10 } } }),
      );
      const match = page.results.find((product) => product.name.toLowerCase() === name.toLowerCase());
      if (match) found.set(name.toLowerCase(), productSnapshot(match));
    }),
  );
  return found;
}

function NewQuotation() {
  const company = useCompany();
  const [params] = useSearchParams();
  const inquiryId = positiveInt(params.get('inquiry'));
  const validUntil = addDays(shopDate(new Date()), company?.quote_validity_days ?? 30);
  const terms = company?.quote_terms ?? '';
  const [initial, setInitial] = useState<QuotationDraft | null>(() =>
    inquiryId === null ? emptyDraft(validUntil, terms) : null,
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (inquiryId === null) return;
    let current = true;
    unwrap(api.GET('/api/inquiries/{id}/', { params: { path: { id: inquiryId } } }))
      .then(async (inquiry) => {
        const found = await catalogueMatches(requestedProducts(inquiry));
        if (current) setInitial(draftFromInquiry(inquiry, validUntil, found, terms));
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [inquiryId, validUntil, terms]);

  if (failed) return <Failure>{text.inquiryLoadFailed}</Failure>;
  if (!initial) return <Loading label="Loading the inquiry..." />;
  return (
    <QuotationForm
      view={null}
      initial={initial}
      pricesIncludeVat={company?.prices_include_vat ?? true}
      arrived={inquiryId === null ? null : { tone: 'success', text: text.fromInquiry(inquiryId) }}
      onSaved={() => undefined}
    />
  );
}
