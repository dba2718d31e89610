import { useState } from 'react';
import { useLocation, useNavigation, useSubmit } from 'react-router';
import type { OrderStatus, OrderView } from '~/domain/order';
import { useFleetingNotice } from '../shared/fleeting-notice';
import type { ListParams } from '../shared/use-list-params';
import type { OrderAction } from './order-actions-menu';
import { BLANK_ORDER, prefillFromOrder, type OrderPrefill } from './order-form-model';
import { ORDER_INTENTS, WITHOUT_FORM, type OrderOutcome } from './orders-data';

export type Confirm = { kind: 'ship' | 'cancel' | 'delete'; order: OrderView } | null;

/** The reserve dialog's order, and the action's answer when it opened: only a later one is the dialog's. */
interface OpenReserve {
  order: OrderView;
  since: OrderOutcome | undefined;
}

interface OpenForm {
  order: OrderView | null;
  prefill: OrderPrefill;
  prefillFailed: boolean;
  /** The action's answer when the form opened: only a later one is this form's. */
  since: OrderOutcome | undefined;
}

/**
 * What the orders screen does: status changes and deletes (asked first where the spec asks), and the order form.
 * Each is a submission to the route's action that navigates to the list it should leave (without the form's or a
 * deleted order's names), so the answer is the route's `actionData` and the router loads the list again. Busy
 * states come from the navigation; the list's notice clears itself after a success.
 */
export function useOrderActions({
  list,
  outcome,
  prefill,
}: {
  list: ListParams<'status'>;
  outcome: OrderOutcome | undefined;
  /** The inquiry a new order opened from the URL is filled in from. */
  prefill: OrderPrefill | 'failed' | null;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [reserve, setReserve] = useState<OpenReserve | null>(null);
  const [form, setForm] = useState<OpenForm | null>(() =>
    list.params.get('new') === '1' || prefill !== null
      ? {
          order: null,
          prefill: prefill === 'failed' || prefill === null ? BLANK_ORDER : prefill,
          prefillFailed: prefill === 'failed',
          since: outcome,
        }
      : null,
  );
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const ours = form !== null && outcome !== form.since && outcome?.intent === ORDER_INTENTS.save;
  const formOpen = form !== null && !(ours && outcome?.saved);
  const reserveAnswer =
    reserve !== null && outcome !== reserve.since && outcome?.intent === ORDER_INTENTS.reserve
      ? outcome
      : undefined;
  const reserveOpen = reserve !== null && !reserveAnswer?.saved;
  const listOutcome =
    (outcome?.intent === ORDER_INTENTS.save || outcome?.intent === ORDER_INTENTS.reserve) && !outcome.saved
      ? undefined
      : outcome;
  const { notice, dismiss } = useFleetingNotice(listOutcome, { lasting: true });

  const post = (fields: Record<string, string | number>, action?: string) =>
    submit(fields, { method: 'post', action, replace: true, preventScrollReset: true });

  function changeStatus(order: OrderView, status: Exclude<OrderStatus, 'pending'>) {
    return post({ intent: ORDER_INTENTS.status, id: order.id, status });
  }

  function openForm(order: OrderView | null) {
    dismiss();
    setForm({
      order,
      prefill: order ? prefillFromOrder(order) : BLANK_ORDER,
      prefillFailed: false,
      since: outcome,
    });
  }

  function closeForm() {
    setForm(null);
    if (list.params.has('new') || list.params.has('inquiry')) list.update(WITHOUT_FORM, true);
  }

  function onAction(action: OrderAction, order: OrderView) {
    dismiss();
    if (action === 'view') list.update({ detail: order.id });
    else if (action === 'edit') openForm(order);
    else if (action === 'deliver') void changeStatus(order, 'delivered');
    else if (action === 'reserve') setReserve({ order, since: outcome });
    else setConfirm({ kind: action, order });
  }

  function onConfirm() {
    if (!confirm) return;
    const { kind, order } = confirm;
    const done =
      kind === 'delete'
        ? // A deleted order's details close with it.
          post(
            { intent: ORDER_INTENTS.remove, id: order.id },
            list.detail === order.id ? `${pathname}${list.href({ detail: null })}` : undefined,
          )
        : changeStatus(order, kind === 'ship' ? 'shipped' : 'cancelled');
    void done.then(() => setConfirm(null));
  }

  return {
    notice,
    dismiss,
    confirm,
    setConfirm,
    onConfirm,
    onAction,
    changing: pending === ORDER_INTENTS.status || pending === ORDER_INTENTS.remove,
    form: formOpen ? form : null,
    formProps: {
      refusal: ours ? outcome : undefined,
      busy: pending === ORDER_INTENTS.save,
      action: `${pathname}${list.href(WITHOUT_FORM)}`,
      onClose: closeForm,
    },
    openNew: () => openForm(null),
    reserve: reserveOpen
      ? {
          order: reserve.order,
          refusal: reserveAnswer,
          busy: pending === ORDER_INTENTS.reserve,
          action: `${pathname}${list.href(WITHOUT_FORM)}`,
          onClose: () => setReserve(null),
        }
      : null,
  };
}
