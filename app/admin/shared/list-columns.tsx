import { formatPeso } from '~/domain/price';
import type { Column } from './admin-list';
import { formatOrderDate } from './shop-dates';

/** The customer fields orders and quotations both carry. */
interface Customer {
  customer_name: string;
  customer_company?: string | null;
}

/** The customer's name over their company, as the order and quotation lists show them. */
export function CustomerNames({ customer }: { customer: Customer }) {
  return (
    <>
      <p className="truncate font-medium text-slate-900">{customer.customer_name}</p>
      {customer.customer_company && (
        <p className="truncate text-xs text-slate-500">{customer.customer_company}</p>
      )}
    </>
  );
}

export function customerColumn<T extends Customer>(): Column<T> {
  return {
    header: 'Customer',
    className: 'px-3 py-3',
    cellClassName: 'max-w-56',
    cell: (row) => <CustomerNames customer={row} />,
  };
}

/** A column of calendar dates; the look defaults to the order and quotation lists'. */
export function dateColumn<T>(
  header: string,
  date: (row: T) => string | null,
  look: Pick<Column<T>, 'className' | 'cellClassName'> = {
    className: 'px-3 py-3',
    cellClassName: 'whitespace-nowrap text-slate-700',
  },
): Column<T> {
  return { header, ...look, cell: (row) => formatOrderDate(date(row)) };
}

/** A right-aligned column of peso amounts. */
export function amountColumn<T>(
  header: string,
  amount: (row: T) => string | number,
  cellClassName = 'font-medium text-slate-900 tabular-nums',
): Column<T> {
  return { header, className: 'px-3 py-3 text-right', cellClassName, cell: (row) => formatPeso(amount(row)) };
}
