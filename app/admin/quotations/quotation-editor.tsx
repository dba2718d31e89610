import { useState } from 'react';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { addDays, shopDate } from '~/domain/quotation';
import type { CompanyView } from '~/domain/settings';
import { requireStaff } from '../shared/admin-session';
import { positiveInt } from '../shared/list-params';
import { AdminPageHeader, Notice, Panel } from '../shared/ui';
import { ADMIN_LAYOUT_ID, backOfficeMeta } from '../../lib/company';
import { isSuperuser } from '../../lib/session';
import { submitted, unlessRefused } from '../shared/form-action';
import { quotationAction, type QuotationSubmission } from './quotation-actions';
import { BackToList } from './quotation-form-parts';
import { QuotationForm } from './quotation-form';
import { requestedInquiry, storedQuotation } from './quotation-load';
import { draftFromInquiry, draftFromView, emptyDraft } from './quotation-model';
import { takeNotice } from '../shared/left-notice';
import type { Route } from './+types/quotation-editor';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Quotation | Back office', matches);
}

/**
 * The quotation named in the URL, with the notice the action that opened it left (created, revised); or for a
 * new one the inquiry it answers (`?inquiry=`), if any.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const superuser = isSuperuser();
  if ('id' in params && params.id !== undefined) {
    const stored = await storedQuotation(params.id);
    const arrived = takeNotice(new URL(request.url).pathname);
    return { ...stored, superuser, fromInquiry: null, arrived };
  }
  const fromInquiry = await requestedInquiry(new URL(request.url).searchParams);
  return { view: null, newer: null, history: null, superuser, fromInquiry, arrived: null };
}

/** Saves, sends, revises or deletes the quotation, or resends one of its e-mails, as the submission's intent says. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const id = 'id' in params && params.id !== undefined ? positiveInt(params.id) : null;
  return quotationAction(id, (await submitted(request)) as QuotationSubmission);
}

/** A refused action changed nothing: the quotation is not loaded again. */
export const shouldRevalidate = unlessRefused;

function useCompany(): CompanyView | null {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ID) as { company?: CompanyView } | undefined;
  return data?.company ?? null;
}

type FromInquiry = Route.ComponentProps['loaderData']['fromInquiry'];

/** A blank quotation, or one filled in from the inquiry: the settings' validity and terms, both editable. */
function NewQuotation({ fromInquiry }: { fromInquiry: FromInquiry }) {
  const company = useCompany();
  const [initial] = useState(() => {
    const validUntil = addDays(shopDate(new Date()), company?.quote_validity_days ?? 30);
    const terms = company?.quote_terms ?? '';
    return fromInquiry
      ? draftFromInquiry(fromInquiry.inquiry, validUntil, fromInquiry.found, terms, fromInquiry.customer)
      : emptyDraft(validUntil, terms);
  });
  const inquiryId = fromInquiry?.inquiry.id;
  return (
    <QuotationForm
      view={null}
      newer={null}
      history={null}
      superuser={false}
      initial={initial}
      pricesIncludeVat={company?.prices_include_vat ?? true}
      arrived={
        inquiryId === undefined
          ? null
          : { tone: 'success', text: adminMessages.quotations.fromInquiry(inquiryId) }
      }
    />
  );
}

export default function QuotationEditor({ loaderData }: Route.ComponentProps) {
  const { view, newer, history, superuser, fromInquiry, arrived } = loaderData;
  if (!view) return <NewQuotation key={fromInquiry?.inquiry.id ?? 'blank'} fromInquiry={fromInquiry} />;
  return (
    <QuotationForm
      // A revision is another quotation: its form starts afresh.
      key={view.id}
      view={view}
      newer={newer}
      history={history}
      superuser={superuser}
      initial={draftFromView(view)}
      pricesIncludeVat={view.prices_include_vat}
      arrived={arrived}
    />
  );
}

/** An unknown quotation, or one (or its inquiry) that could not be loaded: the reason, and the way back. */
export function ErrorBoundary() {
  const failure = useRouteError();
  const reason =
    isRouteErrorResponse(failure) && typeof failure.data === 'string'
      ? failure.data
      : adminMessages.quotations.loadOneFailed;
  return (
    <>
      <BackToList />
      <AdminPageHeader title="Quotation" />
      <Panel className="p-5">
        <Notice tone="error">{reason}</Notice>
      </Panel>
    </>
  );
}
