import { CalendarClock, FileText, Plus } from 'lucide-react';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import {
  QUOTATION_EXPIRING_DAYS,
  QUOTATION_PAGE_SIZE,
  type QuotationStatus,
  type QuotationView,
} from '~/domain/quotation';
import { formatPeso } from '~/domain/price';
import { AdminList, EmptyState } from '../shared/admin-list';
import { adminPaths } from '../../lib/admin-paths';
import { ListSearch, StatusTabs } from '../shared/list-filters';
import { ListToolbar } from '../shared/list-toolbar';
import { AdminPageHeader, Panel, LinkButton } from '../shared/ui';
import { useListParams } from '../shared/use-list-params';
import { readListState } from '../shared/list-params';
import { requireStaff } from '../shared/admin-session';
import { api, unwrap } from '../../lib/api-client';
import { formatOrderDate } from '../shared/shop-dates';
import { amountColumn, customerColumn, CustomerNames, dateColumn } from '../shared/list-columns';
import { backOfficeMeta } from '../../lib/company';
import { isQuotationStatus, QUOTATION_STATUS_LABELS } from '../shared/labels';
import { quotationsQuery } from './quotation-model';
import { QuotationNumberLink, QuotationStatusWithMail } from '../shared/quotation-status-badge';
import type { Route } from './+types/quotations';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Quotations | Back office', matches);
}

const text = adminMessages.quotations;

function NewQuotationLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <LinkButton to={adminPaths.newQuotation} variant={variant}>
      <Plus aria-hidden="true" className="size-4" />
      New Quotation
    </LinkButton>
  );
}

/** The list's search, filters and page, as its links and its loader read them from the URL. */
const LIST = {
  search: 'query',
  filters: { status: isQuotationStatus, expiring: (value: string) => value === '1' },
};

/** The page of quotations the URL asks for; a failed load keeps the screen's frame and offers a retry. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const { search, page, filters } = readListState(new URL(request.url).searchParams, LIST);
  const query = quotationsQuery({
    page,
    pageSize: QUOTATION_PAGE_SIZE,
    status: (filters.status || null) as QuotationStatus | null,
    expiring: filters.expiring === '1',
    query: search,
  });
  try {
    return { list: await unwrap(api.GET('/api/quotations/', { params: { query } })), failed: false };
  } catch {
    return { list: null, failed: true };
  }
}

export default function Quotations({ loaderData: { list, failed } }: Route.ComponentProps) {
  const params = useListParams(LIST);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // A new search, filter or page keeps the rows shown, dimmed, until its page has loaded.
  const reloading =
    revalidator.state === 'loading' || navigation.location?.pathname === adminPaths.quotations;
  const { search: query, page } = params;
  const status = params.filters.status || null;
  const expiring = params.filters.expiring === '1';
  const filtered = Boolean(status || expiring || query);

  return (
    <>
      <AdminPageHeader
        title="Quotations"
        description="Price customers' requests, send them, and follow them to an order."
        actions={<NewQuotationLink />}
      />
      <Panel>
        <ListToolbar wide="xl">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <StatusTabs
              label="Filter quotations by status"
              list={params}
              filter="status"
              labels={QUOTATION_STATUS_LABELS}
            />
            <Link
              to={params.href({ filters: { expiring: expiring ? '' : '1' } })}
              aria-pressed={expiring}
              role="button"
              preventScrollReset
              title={`Sent quotations whose validity ends within ${QUOTATION_EXPIRING_DAYS} days`}
              className={`inline-flex items-center gap-1.5 self-start rounded-lg border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 sm:self-auto ${
                expiring
                  ? 'border-amber-300 bg-amber-50 text-amber-900'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              <CalendarClock aria-hidden="true" className="size-4" />
              Expiring soon
            </Link>
          </div>
          <ListSearch
            id="quotation-search"
            label="Search quotations"
            placeholder="Search number, customer or company"
            list={params}
            className="xl:w-80"
          />
        </ListToolbar>

        <AdminList
          rows={list?.results ?? null}
          loading={reloading}
          error={failed}
          onRetry={() => void revalidator.revalidate()}
          loadingLabel="Loading quotations..."
          errorText={text.loadFailed}
          empty={
            <EmptyState
              icon={<FileText aria-hidden="true" />}
              action={!filtered && <NewQuotationLink variant="secondary" />}
            >
              {filtered ? text.noMatches : text.empty}
            </EmptyState>
          }
          caption="Quotations"
          tableClassName="min-w-[880px]"
          rowClassName="hover:bg-slate-50/80"
          columns={[
            {
              header: 'Number',
              cellClassName: 'font-medium whitespace-nowrap',
              cell: (quotation) => <QuotationNumberLink quotation={quotation} className="" />,
            },
            customerColumn(),
            {
              header: 'Status',
              className: 'px-3 py-3',
              cell: (quotation) => <QuotationStatusWithMail quotation={quotation} />,
            },
            amountColumn('Total', (quotation: QuotationView) => quotation.total),
            dateColumn('Valid until', (quotation: QuotationView) => quotation.valid_until),
            {
              header: 'Created by',
              className: 'px-4 py-3',
              cellClassName: 'text-slate-700',
              cell: (quotation) => quotation.created_by ?? '—',
            },
          ]}
          cardClassName="flex gap-3 px-4 py-3.5"
          card={(quotation) => (
            <>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <QuotationNumberLink quotation={quotation} className="text-sm font-semibold" />
                  <QuotationStatusWithMail quotation={quotation} />
                </div>
                <div className="mt-1 text-sm">
                  <CustomerNames customer={quotation} />
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  Valid until {formatOrderDate(quotation.valid_until)}
                  {quotation.created_by && ` · ${quotation.created_by}`}
                </p>
              </div>
              <p className="self-end text-sm font-semibold text-slate-900 tabular-nums">
                {formatPeso(quotation.total)}
              </p>
            </>
          )}
          paging={{
            page,
            pageSize: QUOTATION_PAGE_SIZE,
            count: list?.count ?? 0,
            href: (target) => params.href({ page: target }),
            summary: (first, last, total) => `${first}–${last} of ${total}`,
          }}
        />
      </Panel>
    </>
  );
}
