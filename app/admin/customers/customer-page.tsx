import {
  Building2,
  FileText,
  Inbox,
  Mail,
  MapPin,
  Pencil,
  Phone,
  ShoppingBag,
  Trash2,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { paymentTermsLabel, TAX_CLASS_LABELS } from '~/domain/customer';
import { formatPeso } from '~/domain/price';
import type { CustomerView } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { isSuperuser } from '../../lib/session';
import { loadRecordHistory } from '../shared/activity-history';
import { EntityHistory } from '../shared/activity-list';
import { requireStaff } from '../shared/admin-session';
import { submitted, type FormResult } from '../shared/form-action';
import { useFleetingNotice } from '../shared/fleeting-notice';
import { labelOf, ORDER_STATUS_LABELS, QUOTATION_STATUS_LABELS } from '../shared/labels';
import { takeNotice } from '../shared/left-notice';
import { formatOrderDate } from '../shared/shop-dates';
import {
  AdminPageHeader,
  Button,
  CardHeading,
  ConfirmDialog,
  LinkButton,
  Notice,
  Panel,
  PanelHeading,
} from '../shared/ui';
import { deleteCustomer, mergeCustomer } from './customer-actions';
import { customerId } from './customer-id';
import { CustomerLoadFailed } from './customer-load-failed';
import { CustomerMergeDialog } from './customer-merge-dialog';
import { CustomerReceivablesPanel } from '../shared/customer-receivables';
import type { Route } from './+types/customer-page';

export function meta({ data, matches }: Route.MetaArgs) {
  return backOfficeMeta(`${data?.customer.name ?? 'Customer'} | Back office`, matches);
}

const text = adminMessages.customers;

/** The customer, their history, and a notice an action left for this page (a save, a create). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireStaff();
  const id = customerId(params.id);
  const [customer, history, receivables] = await Promise.all([
    unwrap(api.GET('/api/customers/{id}/', { params: { path: { id } } })),
    loadRecordHistory('customer', id),
    unwrap(api.GET('/api/customers/{id}/receivables/', { params: { path: { id } } })),
  ]);
  return {
    customer,
    history,
    receivables,
    notice: takeNotice(adminPaths.customer(id)),
    superuser: isSuperuser(),
  };
}

type CustomerSubmission =
  { intent: 'delete'; name: string } | { intent: 'merge'; other: number; name: string };

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<FormResult> {
  const id = customerId(params.id);
  const submission = (await submitted(request)) as CustomerSubmission;
  return submission.intent === 'delete'
    ? deleteCustomer(id, submission.name)
    : mergeCustomer(id, submission.other, submission.name);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Facts({ customer }: { customer: CustomerView }) {
  const withholding =
    customer.withholding_percent > 0 ? ` · withholds ${customer.withholding_percent} %` : '';
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      <Fact label="Bought this year">{formatPeso(customer.bought.this_year)}</Fact>
      <Fact label="Bought last year">{formatPeso(customer.bought.last_year)}</Fact>
      <Fact label="Payment terms">{paymentTermsLabel(customer.payment_term_days)}</Fact>
      <Fact label="Credit limit">
        {customer.credit_limit === null ? 'No limit' : formatPeso(customer.credit_limit)}
      </Fact>
      <Fact label="Price tier">{customer.price_tier_name ?? 'Retail'}</Fact>
      <Fact label="Tax class">
        <span className="text-base">
          {TAX_CLASS_LABELS[customer.tax_class]}
          {withholding}
        </span>
      </Fact>
    </dl>
  );
}

function Contacts({ customer }: { customer: CustomerView }) {
  return (
    <Panel>
      <PanelHeading
        icon={<Users aria-hidden="true" />}
        title="Contact people"
        count={customer.contacts.length}
      />
      {customer.contacts.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">{text.noDocuments}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {customer.contacts.map((contact) => (
            <li key={contact.id} className="px-5 py-3 text-sm">
              <p className="font-medium text-slate-900">
                {contact.name}
                {contact.is_primary && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                    Primary
                  </span>
                )}
              </p>
              {contact.position && <p className="text-slate-600">{contact.position}</p>}
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                {contact.email && (
                  <a
                    href={`mailto:${contact.email}`}
                    className="inline-flex items-center gap-1 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-3.5" />
                    {contact.email}
                  </a>
                )}
                {contact.phone && (
                  <a href={`tel:${contact.phone}`} className="inline-flex items-center gap-1 hover:underline">
                    <Phone aria-hidden="true" className="size-3.5" />
                    {contact.phone}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Addresses({ customer }: { customer: CustomerView }) {
  return (
    <Panel>
      <PanelHeading icon={<MapPin aria-hidden="true" />} title="Addresses" />
      <dl className="divide-y divide-slate-100 text-sm">
        <div className="px-5 py-3">
          <dt className="font-medium text-slate-900">Billing</dt>
          <dd className="whitespace-pre-line text-slate-700">{customer.billing_address || '—'}</dd>
        </div>
        {customer.addresses.map((address) => (
          <div key={address.id} className="px-5 py-3">
            <dt className="font-medium text-slate-900">Delivery{address.label && `: ${address.label}`}</dt>
            <dd className="whitespace-pre-line text-slate-700">{address.address}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function Remarks({ customer }: { customer: CustomerView }) {
  const rows = [
    ['Tags', customer.tags.join(', ')],
    ['Notes', customer.notes],
    ['Quotation terms', customer.quotation_terms],
    ['Quotation notes', customer.quotation_notes],
  ].filter(([, value]) => value);
  if (rows.length === 0) return null;
  return (
    <Panel className="p-5">
      <CardHeading icon={<Building2 aria-hidden="true" />}>Notes and defaults</CardHeading>
      <dl className="mt-3 space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-900">{label}</dt>
            <dd className="whitespace-pre-line text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

type Document = CustomerView['orders'][number];

function Documents({
  title,
  icon,
  documents,
  href,
  status,
}: {
  title: string;
  icon: ReactNode;
  documents: Document[];
  href: (id: number) => string;
  status: (value: string) => string;
}) {
  return (
    <Panel>
      <PanelHeading icon={icon} title={title} count={documents.length} />
      {documents.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">{text.noDocuments}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
              <div className="min-w-0">
                <Link to={href(document.id)} className="font-medium text-brand-700 hover:underline">
                  {document.label}
                </Link>
                <p className="text-xs text-slate-500">
                  {status(document.status)} · {formatOrderDate(document.created_at)}
                </p>
              </div>
              {document.total !== null && (
                <span className="font-medium text-slate-900 tabular-nums">{formatPeso(document.total)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The documents a customer page lists, newest first: each kind's heading, screen and status words. */
const DOCUMENT_KINDS = [
  {
    key: 'quotations',
    title: 'Quotations',
    icon: <FileText aria-hidden="true" />,
    href: adminPaths.quotation,
    status: (value: string) => labelOf(QUOTATION_STATUS_LABELS, value),
  },
  {
    key: 'orders',
    title: 'Orders',
    icon: <ShoppingBag aria-hidden="true" />,
    href: adminPaths.order,
    status: (value: string) => labelOf(ORDER_STATUS_LABELS, value),
  },
  {
    key: 'inquiries',
    title: 'Inquiries',
    icon: <Inbox aria-hidden="true" />,
    href: adminPaths.inquiry,
    status: (value: string) => labelOf(adminMessages.inquiryInbox.statuses, value),
  },
] as const;

/** Merge and delete are the administrator's; both ask first. */
function AdministratorActions({ customer }: { customer: CustomerView }) {
  const fetcher = useFetcher<FormResult>();
  const [asking, setAsking] = useState<'merge' | 'delete' | null>(null);
  const busy = fetcher.state !== 'idle';
  const { notice } = useFleetingNotice(fetcher.data, { lasting: true });
  const submit = (submission: CustomerSubmission) =>
    fetcher.submit(submission, { method: 'post', encType: 'application/json' });

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking('merge')}>
        Merge…
      </Button>
      <Button variant="danger" onClick={() => setAsking('delete')}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <CustomerMergeDialog
        into={customer}
        open={asking === 'merge' && fetcher.data?.notice.tone !== 'success'}
        onOpenChange={(open) => setAsking(open ? 'merge' : null)}
        busy={busy}
        onMerge={(other) => void submit({ intent: 'merge', other: other.id, name: other.name })}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={`Delete ${customer.name}?`}
        description={text.deleteQuestion(customer.name)}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void submit({ intent: 'delete', name: customer.name })}
      />
      {notice && (
        <div className="w-full">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
    </>
  );
}

export default function CustomerPage({
  loaderData: { customer, history, receivables, notice, superuser },
}: Route.ComponentProps) {
  const subtitle = [customer.code, customer.tin && `TIN ${customer.tin}`, customer.business_style]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <AdminPageHeader
        title={customer.name}
        description={subtitle}
        actions={
          <>
            <LinkButton to={adminPaths.editCustomer(customer.id)} variant="secondary">
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </LinkButton>
            {superuser && <AdministratorActions customer={customer} />}
          </>
        }
      />
      {notice && (
        <div className="mb-4">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
      <Facts customer={customer} />
      <CustomerReceivablesPanel customer={customer.id} receivables={receivables} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Contacts customer={customer} />
          <Addresses customer={customer} />
          <Remarks customer={customer} />
        </div>
        <div className="space-y-6">
          {DOCUMENT_KINDS.map(({ key, ...kind }) => (
            <Documents key={key} {...kind} documents={customer[key]} />
          ))}
        </div>
      </div>
      <div className="mt-6">
        <EntityHistory history={history} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <CustomerLoadFailed title="Customer" text={text.loadOneFailed} />;
}
