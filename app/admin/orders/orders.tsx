import { useNavigation, useRevalidator, type ShouldRevalidateFunction } from 'react-router';
import { AdminPageHeader, Notice, Panel } from '../shared/ui';
import { ORDER_STATUS_LABELS } from '../shared/labels';
import { ListSearch, StatusTabs } from '../shared/list-filters';
import { ListToolbar } from '../shared/list-toolbar';
import { readListState, type ListState } from '../shared/list-params';
import { unlessRefused } from '../shared/form-action';
import { useListParams } from '../shared/use-list-params';
import { backOfficeMeta } from '../../lib/company';
import { OrderConfirmDialog } from './order-confirm-dialog';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFormDialog } from './order-form-dialog';
import { OrderReserveDialog } from './order-reserve-dialog';
import { NewOrderButton, OrderList } from './order-list';
import { changeOrders, loadOrders, ORDER_INTENTS, ORDER_LIST, type OrderOutcome } from './orders-data';
import { useOrderActions } from './use-order-actions';
import type { Route } from './+types/orders';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Orders | Back office', matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOrders(request);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeOrders(request);
}

/**
 * A refused order form changed nothing, so nothing is loaded again; a status change or delete always reloads
 * the list, whose orders may have moved on meanwhile (the reason a change is refused).
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  [ORDER_INTENTS.save, ORDER_INTENTS.reserve].some(
    (intent) => intent === (args.actionResult as OrderOutcome | undefined)?.intent,
  )
    ? unlessRefused(args)
    : args.defaultShouldRevalidate;

/**
 * Where the list is going while a link's loader runs: the order whose details open (or none, as they close) at
 * once, and whether the rows about to be replaced are another page, filter or search.
 */
function useUpcoming(current: ListState<'status'>) {
  const navigation = useNavigation();
  if (navigation.state !== 'loading' || navigation.formData) return null;
  const next = readListState(new URLSearchParams(navigation.location.search), ORDER_LIST);
  const sameRows =
    next.search === current.search &&
    next.page === current.page &&
    next.filters.status === current.filters.status;
  return { detail: next.detail, newRows: !sameRows };
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, detail, prefill, superuser } = loaderData;
  const list = useListParams(ORDER_LIST);
  const revalidator = useRevalidator();
  const upcoming = useUpcoming(list);
  const actions = useOrderActions({ list, outcome: actionData, prefill });
  const detailId = upcoming ? upcoming.detail : list.detail;
  const notice = actions.notice && <Notice tone={actions.notice.tone}>{actions.notice.text}</Notice>;

  return (
    <>
      <AdminPageHeader
        title="Orders"
        description="Record customer orders, ship them and follow them to delivery."
        actions={<NewOrderButton onClick={actions.openNew} />}
      />
      {notice && !detailId && <div className="mb-4">{notice}</div>}
      <Panel>
        <ListToolbar wide="lg">
          <StatusTabs
            label="Filter orders by status"
            list={list}
            filter="status"
            labels={ORDER_STATUS_LABELS}
          />
          <ListSearch
            id="order-search"
            label="Search orders"
            placeholder="Search customer or order #"
            list={list}
            className="lg:w-80"
          />
        </ListToolbar>
        <OrderList
          page={orders}
          failed={orders === null}
          loading={Boolean(upcoming?.newRows) || revalidator.state === 'loading'}
          list={list}
          superuser={superuser}
          onRetry={() => void revalidator.revalidate()}
          onAction={actions.onAction}
          onNew={actions.openNew}
        />
      </Panel>

      {detailId && (
        <OrderDetailDialog
          order={detail?.id === detailId ? detail.order : null}
          loading={detail?.id !== detailId}
          error={detail?.id === detailId ? detail.error : null}
          history={detail?.id === detailId ? detail.history : null}
          superuser={superuser}
          notice={notice}
          onClose={() => {
            actions.dismiss();
            list.update({ detail: null });
          }}
          onAction={actions.onAction}
        />
      )}

      {actions.form && (
        <OrderFormDialog
          order={actions.form.order}
          prefill={actions.form.prefill}
          prefillFailed={actions.form.prefillFailed}
          {...actions.formProps}
        />
      )}

      {actions.reserve && <OrderReserveDialog {...actions.reserve} />}

      <OrderConfirmDialog
        confirm={actions.confirm}
        busy={actions.changing}
        onClose={() => actions.setConfirm(null)}
        onConfirm={actions.onConfirm}
      />
    </>
  );
}
