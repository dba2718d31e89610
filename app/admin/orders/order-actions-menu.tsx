import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Ban,
  CircleCheckBig,
  Eye,
  MoreHorizontal,
  PackageCheck,
  Pencil,
  Trash2,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { adminMessages } from '~/domain/admin-messages';
import { ORDER_TRANSITIONS, type OrderView } from '~/domain/order';
import { canDeleteOrder, canEditOrder, canReserve } from './order-model';
import { orderNumber } from '../shared/labels';
import { RowMenu, RowMenuSeparator } from '../shared/row-menu';

export type OrderAction = 'view' | 'edit' | 'reserve' | 'ship' | 'deliver' | 'cancel' | 'delete';

const itemClass =
  'flex cursor-pointer items-start gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100';

function Item({
  icon: Icon,
  label,
  hint,
  disabled,
  danger,
  onSelect,
}: {
  icon: LucideIcon;
  label: string;
  hint?: string;
  disabled?: boolean;
  danger?: boolean;
  onSelect: () => void;
}) {
  return (
    <DropdownMenu.Item
      disabled={disabled}
      onSelect={onSelect}
      className={`${itemClass} ${danger && !disabled ? 'text-red-700 data-[highlighted]:bg-red-50' : ''}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {label}
        {disabled && hint && <span className="block text-xs font-normal text-slate-500">{hint}</span>}
      </span>
    </DropdownMenu.Item>
  );
}

/** The row's Actions menu: what the order's status allows, and why Edit or Delete are greyed out otherwise. */
export function OrderActionsMenu({
  order,
  superuser,
  onAction,
}: {
  order: OrderView;
  superuser: boolean;
  onAction: (action: OrderAction, order: OrderView) => void;
}) {
  const next = ORDER_TRANSITIONS[order.status];
  return (
    <RowMenu
      label={`Actions for order ${orderNumber(order.id)}`}
      icon={MoreHorizontal}
      triggerClassName="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-slate-100"
      contentClassName="z-30 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      <Item icon={Eye} label="View details" onSelect={() => onAction('view', order)} />
      <Item
        icon={Pencil}
        label="Edit"
        disabled={!canEditOrder(order.status)}
        hint={adminMessages.orders.editOnlyPending}
        onSelect={() => onAction('edit', order)}
      />
      {next.length > 0 && <RowMenuSeparator />}
      {canReserve(order) && (
        <Item icon={PackageCheck} label="Reserve stock" onSelect={() => onAction('reserve', order)} />
      )}
      {next.includes('shipped') && (
        <Item icon={Truck} label="Ship" onSelect={() => onAction('ship', order)} />
      )}
      {next.includes('delivered') && (
        <Item icon={CircleCheckBig} label="Mark delivered" onSelect={() => onAction('deliver', order)} />
      )}
      {next.includes('cancelled') && (
        <Item icon={Ban} label="Cancel order" onSelect={() => onAction('cancel', order)} />
      )}
      {superuser && (
        <>
          <RowMenuSeparator />
          <Item
            icon={Trash2}
            label="Delete"
            danger
            disabled={!canDeleteOrder(order.status)}
            hint={adminMessages.orders.deleteOnlyPendingOrCancelled}
            onSelect={() => onAction('delete', order)}
          />
        </>
      )}
    </RowMenu>
  );
}
