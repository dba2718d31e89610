import type { ProductView } from '~/domain/catalogue';
import type { InquiryView } from '~/domain/inquiry';
import { sellingPrice, type OrderView } from '~/domain/order';
import { inquiryProductNames, sumLines } from './order-model';
import type { CatalogueSearch } from '../shared/catalogue-search';

/** A line of the order form, as typed; `key` keeps its inputs when lines before it go. */
export interface Line {
  key: string;
  product: number | null;
  name: string;
  /** Known for lines picked now; an edited order's old lines do not carry the product's stock. */
  stock: number | null;
  quantity: string;
  unitPrice: string;
}

/** The order's own text fields, as the form and the API name them. */
const TEXT_FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_company',
  'po_number',
  'delivery_address',
  'notes',
] as const;
type CustomerField = (typeof TEXT_FIELDS)[number];

/** What the form starts from: the order being edited, an inquiry, or nothing. */
export interface OrderPrefill {
  customer: Record<CustomerField, string>;
  lines: Line[];
  /** The inquiry a new order is made from. */
  inquiry: number | null;
  /** What the product search starts with: the first product the inquiry asked for. */
  pickerQuery: string;
  /** That search, as the screen's loader ran it. */
  pickerSearch?: CatalogueSearch | null;
  /** Where the details came from, said above the form. */
  note: string | null;
}

export const BLANK_ORDER: OrderPrefill = {
  customer: {
    customer_name: '',
    customer_email: '',
    customer_phone: '',
    customer_company: '',
    po_number: '',
    delivery_address: '',
    notes: '',
  },
  lines: [],
  inquiry: null,
  pickerQuery: '',
  note: null,
};

export function prefillFromOrder(order: OrderView): OrderPrefill {
  return {
    ...BLANK_ORDER,
    customer: {
      customer_name: order.customer_name,
      customer_email: order.customer_email,
      customer_phone: order.customer_phone,
      customer_company: order.customer_company,
      po_number: order.po_number,
      delivery_address: order.delivery_address,
      notes: order.notes,
    },
    lines: order.items.map((item) => ({
      key: `item-${item.id}`,
      product: item.product,
      name: item.product_name,
      stock: null,
      quantity: String(item.quantity),
      unitPrice: item.unit_price,
    })),
  };
}

/** A new order filled in from an inquiry: its contact, and what it asked for as the notes and first search. */
export function prefillFromInquiry(inquiry: InquiryView): OrderPrefill {
  const wanted = inquiryProductNames(inquiry.products);
  return {
    ...BLANK_ORDER,
    customer: {
      ...BLANK_ORDER.customer,
      customer_name: inquiry.name,
      customer_email: inquiry.email,
      customer_phone: inquiry.phone,
      customer_company: inquiry.company,
      notes: wanted.length ? `Requested: ${wanted.join(', ')}` : '',
    },
    inquiry: inquiry.id,
    pickerQuery: wanted[0] ?? '',
    note: wanted.length
      ? `Filled in from inquiry #${inquiry.id}. They asked for: ${wanted.join(', ')}.`
      : `Filled in from inquiry #${inquiry.id}.`,
  };
}

/** The lines after picking a product: one more of it if it is there already, else a new line at its price. */
export function withProduct(lines: Line[], product: ProductView): Line[] {
  const existing = lines.find((line) => line.product === product.id);
  if (existing) {
    return lines.map((line) =>
      line === existing ? { ...line, quantity: String((Number(line.quantity) || 0) + 1) } : line,
    );
  }
  const line: Line = {
    key: `product-${product.id}`,
    product: product.id,
    name: product.name,
    stock: product.stock,
    quantity: '1',
    unitPrice: sellingPrice(product.price, product.discounted_price),
  };
  return [...lines, line];
}

export function linesTotal(lines: Line[]): string {
  return sumLines(lines.map((line) => ({ unit_price: line.unitPrice, quantity: Number(line.quantity) })));
}

/** The name of a line's input in the form, which is also the path of its messages: `items.1.quantity`. */
export const lineField = (index: number, field: 'product' | 'quantity' | 'unit_price') =>
  `items.${index}.${field}`;

type OrderBody = { [K in CustomerField]: string } & {
  inquiry?: string;
  reason?: string;
  items: { product: string; quantity: string; unit_price: string }[];
};

/**
 * The body of POST (or PUT) /api/orders/ from the form's fields, as typed: the API's schema reads digits for
 * ids and quantities and trims the text, so the browser checks this very body with it before sending.
 */
export function orderBody(values: Record<string, string>, editing: boolean): OrderBody {
  const items: OrderBody['items'] = [];
  for (const [name, value] of Object.entries(values)) {
    const match = /^items\.(\d+)\.(product|quantity|unit_price)$/.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    items[index] ??= { product: '', quantity: '', unit_price: '' };
    items[index][match[2] as 'product' | 'quantity' | 'unit_price'] = value;
  }
  const customer = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field] ?? ''])) as Record<
    CustomerField,
    string
  >;
  return {
    ...customer,
    ...(editing || !values.inquiry ? {} : { inquiry: values.inquiry }),
    ...(editing && values.reason ? { reason: values.reason } : {}),
    items: Array.from(items, (item) => item ?? { product: '', quantity: '', unit_price: '' }),
  };
}
