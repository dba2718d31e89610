import { FileDown, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { ORDER_PAGE_SIZE } from '~/domain/constants';
import { formatShopDay } from '~/domain/dates';
import type { ShipmentListItem } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { AdminList, EmptyState, listPaging } from '../shared/admin-list';
import { requireStaff } from '../shared/admin-session';
import { orderNumber } from '../shared/labels';
import { takeNotice } from '../shared/left-notice';
import { readListState } from '../shared/list-params';
import { Button, AdminPageHeader, Notice, Panel } from '../shared/ui';
import { useListParams } from '../shared/use-list-params';
import { downloadReceipt } from './delivery-pdf';
import type { Route } from './+types/deliveries';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Deliveries | Back office', matches);
}

const text = adminMessages.shipments;
const LIST = {};

/** The page of deliveries the URL asks for; a failed load keeps the frame. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const notice = takeNotice(adminPaths.deliveries);
  const { page } = readListState(new URL(request.url).searchParams, LIST);
  try {
    return {
      list: await unwrap(api.GET('/api/shipments/', { params: { query: { page } } })),
      notice,
      failed: false,
    };
  } catch {
    return { list: null, notice, failed: true };
  }
}

function ReceiptButton({
  shipment,
  onProblem,
}: {
  shipment: ShipmentListItem;
  onProblem: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
      aria-label={`Download delivery receipt ${shipment.number}`}
      onClick={async () => {
        setBusy(true);
        const problem = await downloadReceipt(shipment);
        setBusy(false);
        if (problem) onProblem(problem);
      }}
    >
      {!busy && <FileDown aria-hidden="true" className="size-4" />}
      PDF
    </Button>
  );
}

function OrderLink({ shipment }: { shipment: ShipmentListItem }) {
  return (
    <Link to={adminPaths.order(shipment.order)} className="font-medium text-brand-700 hover:underline">
      {orderNumber(shipment.order)}
    </Link>
  );
}

export default function Deliveries({ loaderData: { list, notice, failed } }: Route.ComponentProps) {
  const params = useListParams(LIST);
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ? { tone: 'error' as const, text: problem } : notice;
  return (
    <>
      <AdminPageHeader
        title="Deliveries"
        description="Each delivery of a confirmed order, with its delivery receipt and serial numbers. Record one from the order."
      />
      {shown && (
        <div className="mb-4">
          <Notice tone={shown.tone}>{shown.text}</Notice>
        </div>
      )}
      <Panel>
        <AdminList
          rows={list?.results ?? null}
          loading={revalidator.state === 'loading'}
          error={failed}
          onRetry={() => void revalidator.revalidate()}
          loadingLabel="Loading deliveries..."
          errorText={text.loadFailed}
          empty={<EmptyState icon={<Truck aria-hidden="true" />}>{text.empty}</EmptyState>}
          caption="Deliveries"
          tableClassName="min-w-[720px]"
          rowClassName="hover:bg-slate-50/80"
          columns={[
            {
              header: 'DR no.',
              className: 'px-4 py-3',
              cellClassName: 'whitespace-nowrap font-mono text-sm text-slate-900',
              cell: (shipment) => shipment.number,
            },
            {
              header: 'Order',
              className: 'px-3 py-3',
              cellClassName: 'whitespace-nowrap',
              cell: (shipment) => <OrderLink shipment={shipment} />,
            },
            {
              header: 'Customer',
              className: 'px-3 py-3',
              cellClassName: 'max-w-64 truncate text-slate-900',
              cell: (shipment) => shipment.buyer_name,
            },
            {
              header: 'Delivered',
              className: 'px-3 py-3',
              cellClassName: 'whitespace-nowrap text-slate-700',
              cell: (shipment) => formatShopDay(shipment.delivered_on),
            },
            {
              header: 'Units',
              className: 'px-3 py-3 text-right',
              cellClassName: 'text-right tabular-nums text-slate-700',
              cell: (shipment) => shipment.unit_count,
            },
            {
              header: <span className="sr-only">Receipt</span>,
              className: 'px-4 py-3',
              cellClassName: 'text-right',
              cell: (shipment) => <ReceiptButton shipment={shipment} onProblem={setProblem} />,
            },
          ]}
          cardClassName="space-y-1.5 px-4 py-3.5"
          card={(shipment) => (
            <>
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-mono text-sm text-slate-900">{shipment.number}</span>
                <OrderLink shipment={shipment} />
              </div>
              <p className="text-sm text-slate-900">{shipment.buyer_name}</p>
              <div className="flex items-center justify-between gap-3">
                <p className="text-xs text-slate-500">
                  {formatShopDay(shipment.delivered_on)} · {shipment.unit_count} units
                </p>
                <ReceiptButton shipment={shipment} onProblem={setProblem} />
              </div>
            </>
          )}
          paging={listPaging(params, ORDER_PAGE_SIZE, list?.count)}
        />
      </Panel>
    </>
  );
}
