import { Building2, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { CUSTOMER_PAGE_SIZE } from '~/domain/constants';
import { paymentTermsLabel } from '~/domain/customer';
import type { CustomerListItem, PriceTierView } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { isSuperuser } from '../../lib/session';
import { AdminList, EmptyState } from '../shared/admin-list';
import { requireStaff } from '../shared/admin-session';
import { ExcelButtons } from '../shared/excel-buttons';
import { ExcelImportDialog } from '../shared/excel-import-dialog';
import { whenChanged } from '../shared/form-action';
import { takeNotice } from '../shared/left-notice';
import { ListSearch } from '../shared/list-filters';
import { readListState } from '../shared/list-params';
import { ListToolbar } from '../shared/list-toolbar';
import { Toast } from '../shared/toast';
import { AdminPageHeader, inputClass, LinkButton, Notice, Panel } from '../shared/ui';
import { useListParams, type ListParams } from '../shared/use-list-params';
import { useWorkbookActions } from '../shared/use-workbook-actions';
import { customerListAction } from './customer-list-actions';
import type { Route } from './+types/customers';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Customers | Back office', matches);
}

const text = adminMessages.customers;
const TERMS = ['0', '7', '15', '30', '60'];

/** The list's search, filters and page, as its links and its loader read them from the URL. */
const LIST = {
  search: 'q',
  filters: {
    tier: (value: string) => /^\d{1,9}$/.test(value),
    terms: (value: string) => TERMS.includes(value),
    tag: (value: string) => value.length <= 40,
  },
};

/** The page of customers the URL asks for and the tiers to filter by; a failed load keeps the frame. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const superuser = isSuperuser();
  const notice = takeNotice(adminPaths.customers);
  const { search, page, filters } = readListState(new URL(request.url).searchParams, LIST);
  const query = {
    page,
    query: search || undefined,
    tier: filters.tier ? Number(filters.tier) : undefined,
    terms: filters.terms ? Number(filters.terms) : undefined,
    tag: filters.tag || undefined,
  };
  try {
    const [list, tiers] = await Promise.all([
      unwrap(api.GET('/api/customers/', { params: { query } })),
      unwrap(api.GET('/api/price-tiers/')),
    ]);
    return { list, tiers, notice, failed: false, superuser };
  } catch {
    return { list: null, tiers: [] as PriceTierView[], notice, failed: true, superuser };
  }
}

/** The Excel download (staff) and import (superusers), by intent. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return customerListAction(request);
}

/** An import reloads the list; a download or a refused import leaves it as it is. */
export const shouldRevalidate = whenChanged;

function NewCustomerLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <LinkButton to={adminPaths.newCustomer} variant={variant}>
      <Plus aria-hidden="true" className="size-4" />
      New customer
    </LinkButton>
  );
}

type Filter = 'tier' | 'terms' | 'tag';

function FilterSelect({
  list,
  filter,
  label,
  options,
}: {
  list: ListParams<Filter>;
  filter: Filter;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="whitespace-nowrap">{label}</span>
      <select
        value={list.filters[filter]}
        onChange={(event) => list.update({ filters: { [filter]: event.target.value } })}
        className={`${inputClass} w-auto py-1.5`}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Tags({ customer, list }: { customer: CustomerListItem; list: ListParams<Filter> }) {
  if (customer.tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {customer.tags.map((tag) => (
        <li key={tag}>
          <Link
            to={list.href({ filters: { tag } })}
            preventScrollReset
            title={`Customers tagged ${tag}`}
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CustomerLink({ customer, className = '' }: { customer: CustomerListItem; className?: string }) {
  return (
    <Link
      to={adminPaths.customer(customer.id)}
      className={`font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 ${className}`}
    >
      {customer.name}
    </Link>
  );
}

function PrimaryContact({ customer }: { customer: CustomerListItem }) {
  const contact = customer.primary_contact;
  if (!contact) return <span className="text-slate-400">—</span>;
  return (
    <>
      <p className="truncate text-slate-900">{contact.name}</p>
      {contact.email && <p className="truncate text-xs text-slate-500">{contact.email}</p>}
    </>
  );
}

export default function Customers({
  loaderData: { list, tiers, notice, failed, superuser },
}: Route.ComponentProps) {
  const params = useListParams(LIST);
  const workbook = useWorkbookActions();
  const [importOpen, setImportOpen] = useState(false);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const reloading = revalidator.state === 'loading' || navigation.location?.pathname === adminPaths.customers;
  const filtered = Boolean(
    params.search || params.filters.tier || params.filters.terms || params.filters.tag,
  );
  const tierName = (customer: CustomerListItem) => customer.price_tier_name ?? 'Retail';

  return (
    <>
      <AdminPageHeader
        title="Customers"
        description="The companies and people who buy, with their terms, prices and history."
        actions={
          <>
            <ExcelButtons
              importing={workbook.importing}
              exporting={workbook.exporting}
              onImport={superuser ? () => setImportOpen(true) : undefined}
              onExport={workbook.exportExcel}
            />
            <NewCustomerLink />
          </>
        }
      />
      {notice && (
        <div className="mb-4">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
      <Panel>
        <ListToolbar wide="xl">
          <div className="flex flex-wrap items-center gap-3">
            <FilterSelect
              list={params}
              filter="tier"
              label="Price tier"
              options={tiers.map((tier) => ({ value: String(tier.id), label: tier.name }))}
            />
            <FilterSelect
              list={params}
              filter="terms"
              label="Terms"
              options={TERMS.map((days) => ({ value: days, label: paymentTermsLabel(Number(days)) }))}
            />
            {params.filters.tag && (
              <Link
                to={params.href({ filters: { tag: '' } })}
                preventScrollReset
                aria-label={`Stop filtering by the tag ${params.filters.tag}`}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                Tag: {params.filters.tag}
                <X aria-hidden="true" className="size-3.5" />
              </Link>
            )}
          </div>
          <ListSearch
            id="customer-search"
            label="Search customers"
            placeholder="Search name, code, TIN or email"
            list={params}
            className="xl:w-80"
          />
        </ListToolbar>
        <AdminList
          rows={list?.results ?? null}
          loading={reloading}
          error={failed}
          onRetry={() => void revalidator.revalidate()}
          loadingLabel="Loading customers..."
          errorText={text.loadFailed}
          empty={
            <EmptyState
              icon={<Building2 aria-hidden="true" />}
              action={!filtered && <NewCustomerLink variant="secondary" />}
            >
              {filtered ? text.noMatches : text.empty}
            </EmptyState>
          }
          caption="Customers"
          tableClassName="min-w-[860px]"
          rowClassName="hover:bg-slate-50/80"
          columns={[
            {
              header: 'Code',
              className: 'px-4 py-3',
              cellClassName: 'whitespace-nowrap font-mono text-xs text-slate-600',
              cell: (customer) => customer.code,
            },
            {
              header: 'Customer',
              className: 'px-3 py-3',
              cellClassName: 'max-w-64',
              cell: (customer) => (
                <>
                  <CustomerLink customer={customer} />
                  {customer.tin && <p className="text-xs text-slate-500 tabular-nums">TIN {customer.tin}</p>}
                </>
              ),
            },
            {
              header: text.primaryContact,
              className: 'px-3 py-3',
              cellClassName: 'max-w-56',
              cell: (customer) => <PrimaryContact customer={customer} />,
            },
            {
              header: 'Price tier',
              className: 'px-3 py-3',
              cellClassName: 'whitespace-nowrap text-slate-700',
              cell: tierName,
            },
            {
              header: 'Terms',
              className: 'px-3 py-3',
              cellClassName: 'whitespace-nowrap text-slate-700',
              cell: (customer) => paymentTermsLabel(customer.payment_term_days),
            },
            {
              header: 'Tags',
              className: 'px-3 py-3',
              cell: (customer) => <Tags customer={customer} list={params} />,
            },
          ]}
          cardClassName="space-y-1.5 px-4 py-3.5"
          card={(customer) => (
            <>
              <div className="flex items-baseline justify-between gap-3">
                <CustomerLink customer={customer} className="text-sm" />
                <span className="font-mono text-xs text-slate-500">{customer.code}</span>
              </div>
              <div className="text-sm">
                <PrimaryContact customer={customer} />
              </div>
              <p className="text-xs text-slate-500">
                {tierName(customer)} · {paymentTermsLabel(customer.payment_term_days)}
              </p>
              <Tags customer={customer} list={params} />
            </>
          )}
          paging={{
            page: params.page,
            pageSize: CUSTOMER_PAGE_SIZE,
            count: list?.count ?? 0,
            href: (target) => params.href({ page: target }),
            summary: (first, last, total) => `${first}–${last} of ${total}`,
          }}
        />
      </Panel>
      {superuser && (
        <ExcelImportDialog
          open={importOpen}
          onOpenChange={setImportOpen}
          onImport={workbook.importExcel}
          description={text.importHelp}
        />
      )}
      <Toast toast={workbook.toast} onClose={workbook.closeToast} />
    </>
  );
}
