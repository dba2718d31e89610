import type { InquiryView } from '~/domain/inquiry';
import type { ProductView } from '~/domain/catalogue';
import { sellingPrice } from '~/domain/order';
import {
  quotationActions,
  type QuotationLineView,
  type QuotationStatus,
  type QuotationView,
} from '~/domain/quotation';
import type { FieldMessages } from '../shared/form-state';

/** A line discount and the overall discount are typed as one number, read as pesos or as a percentage. */
export type DiscountKind = 'amount' | 'percent';

export interface LineDraft {
  /** React's key: stable while lines are added and removed. */
  key: string;
  /** Null for a free-text line (installation, delivery). */
  product: number | null;
  description: string;
  quantity: string;
  unitPrice: string;
  discountKind: DiscountKind;
  discount: string;
  /** The product's stock when the line was picked (or when the quotation stored it). */
  stock: number | null;
  /** Which tier and break priced the line ("Dealer price, 10 or more"); null once staff typed the price. */
  pricedBy: string | null;
  /** Staff typed the unit price: a change of customer or quantity leaves it as typed. */
  manualPrice: boolean;
}

/** The customer a quotation is for, as the editor shows it. */
export interface DraftCustomer {
  id: number;
  code: string;
  name: string;
  tier_name: string | null;
}

/** The texts a person types, named as the API names them. */
export type DraftText =
  | `customer_${'name' | 'company' | 'email' | 'phone' | 'address'}`
  | 'valid_until'
  | 'terms'
  | 'notes'
  | 'internal_notes';

export interface QuotationDraft extends Pick<QuotationView, DraftText> {
  discountKind: DiscountKind;
  discount: string;
  inquiry: number | null;
  customer: DraftCustomer | null;
  lines: LineDraft[];
}

let lineCounter = 0;
const nextKey = () => `line-${(lineCounter += 1)}`;

/** A blank quotation: the default validity and the settings' default terms, both editable. */
export function emptyDraft(validUntil: string, terms = ''): QuotationDraft {
  return {
    customer_name: '',
    customer_company: '',
    customer_email: '',
    customer_phone: '',
    customer_address: '',
    valid_until: validUntil,
    terms,
    notes: '',
    internal_notes: '',
    discountKind: 'amount',
    discount: '',
    inquiry: null,
    customer: null,
    lines: [],
  };
}

/** A stored discount as the form shows it: the percentage when one is set, else the amount, blank for none. */
function discountOf(amount: string, percent: string): Pick<LineDraft, 'discountKind' | 'discount'> {
  if (Number(percent) > 0) return { discountKind: 'percent', discount: percent };
  return { discountKind: 'amount', discount: Number(amount) > 0 ? amount : '' };
}

function lineFromView(line: QuotationLineView): LineDraft {
  return {
    key: nextKey(),
    product: line.product,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: line.unit_price,
    ...discountOf(line.discount_amount, line.discount_percent),
    stock: line.stock,
    pricedBy: null,
    // A stored line keeps its price until staff change its quantity or customer.
    manualPrice: false,
  };
}

/** The detail's customer, or one known by its id alone (an answer without the detail). */
function customerOfView(view: Pick<QuotationView, 'customer' | 'customer_id'>): DraftCustomer | null {
  if (view.customer) return view.customer;
  return view.customer_id === null ? null : { id: view.customer_id, code: '', name: '', tier_name: null };
}

export function draftFromView(view: QuotationView): QuotationDraft {
  return {
    customer_name: view.customer_name,
    customer_company: view.customer_company,
    customer_email: view.customer_email,
    customer_phone: view.customer_phone,
    customer_address: view.customer_address,
    valid_until: view.valid_until,
    terms: view.terms,
    notes: view.notes,
    internal_notes: view.internal_notes,
    ...discountOf(view.discount_amount, view.discount_percent),
    inquiry: view.inquiry,
    customer: customerOfView(view),
    lines: view.lines.map(lineFromView),
  };
}

/** A catalogue product as a quotation line takes it: the price a customer pays today. */
export const productSnapshot = (product: ProductView) => ({
  id: product.id,
  name: product.name,
  stock: product.stock,
  price: sellingPrice(product.price, product.discounted_price),
});

/** A catalogue line: the product's name, selling price and stock copied; the price stays editable. */
export function catalogueLine(product: {
  id: number;
  name: string;
  stock: number;
  price: string;
}): LineDraft {
  return {
    key: nextKey(),
    product: product.id,
    description: product.name,
    quantity: '1',
    unitPrice: product.price,
    discountKind: 'amount',
    discount: '',
    stock: product.stock,
    pricedBy: null,
    manualPrice: false,
  };
}

export function freeLine(description = ''): LineDraft {
  return {
    key: nextKey(),
    product: null,
    description,
    quantity: '1',
    unitPrice: '',
    discountKind: 'amount',
    discount: '',
    stock: null,
    pricedBy: null,
    manualPrice: true,
  };
}

/** The comma-joined product names an inquiry carries. */
export function requestedProducts(inquiry: Pick<InquiryView, 'products'>): string[] {
  return inquiry.products
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * A new quotation answering an inquiry: its customer, and one line per requested product: the catalogue's
 * product where one has that exact name, otherwise a free-text line to price.
 */
export function draftFromInquiry(
  inquiry: InquiryView,
  validUntil: string,
  found: Map<string, Parameters<typeof catalogueLine>[0]>,
  terms = '',
): QuotationDraft {
  return {
    ...emptyDraft(validUntil, terms),
    customer_name: inquiry.name,
    customer_company: inquiry.company,
    customer_email: inquiry.email,
    customer_phone: inquiry.phone,
    inquiry: inquiry.id,
    customer: inquiry.customer ?? null,
    lines: requestedProducts(inquiry).map((name) => {
      const product = found.get(name.toLowerCase());
      return product ? catalogueLine(product) : freeLine(name);
    }),
  };
}

/** A quotation as the API takes it, every amount and quantity still the text a person typed. */
export type QuotationPayload = Record<DraftText | 'discount_amount' | 'discount_percent', string> & {
  customer_id: number | null;
  lines: {
    product?: number;
    description: string;
    quantity: string;
    unit_price: string;
    discount_amount: string;
    discount_percent: string;
  }[];
};

function discountFields(kind: DiscountKind, value: string) {
  const text = value.trim();
  return kind === 'percent'
    ? { discount_amount: '', discount_percent: text }
    : { discount_amount: text, discount_percent: '' };
}

/** The API body: the text as typed (trimmed), so the server's validation names every problem. */
export function payloadOf(draft: QuotationDraft): QuotationPayload {
  return {
    customer_name: draft.customer_name.trim(),
    customer_company: draft.customer_company.trim(),
    customer_email: draft.customer_email.trim(),
    customer_phone: draft.customer_phone.trim(),
    customer_address: draft.customer_address.trim(),
    valid_until: draft.valid_until.trim(),
    terms: draft.terms.trim(),
    notes: draft.notes.trim(),
    internal_notes: draft.internal_notes.trim(),
    customer_id: draft.customer?.id ?? null,
    ...discountFields(draft.discountKind, draft.discount),
    lines: draft.lines.map((line) => ({
      ...(line.product === null ? {} : { product: line.product }),
      description: line.description.trim(),
      quantity: line.quantity.trim(),
      unit_price: line.unitPrice.trim(),
      ...discountFields(line.discountKind, line.discount),
    })),
  };
}

/**
 * The messages about one line by its field (`quantity`, `unit_price`...), out of the form's messages by path:
 * `lines.1.quantity` is the second line's quantity.
 */
export function lineMessages(errors: FieldMessages, index: number): FieldMessages {
  const prefix = `lines.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

/**
 * The action buttons a quotation shows: what its status allows (`QUOTATION_TRANSITIONS`, for its latest
 * revision only where the table says so), and deleting for superusers only. The server refuses the rest anyway.
 */
export function quotationButtons(view: QuotationView, superuser: boolean) {
  const allowed = quotationActions(view.status, !view.superseded);
  return {
    edit: allowed.includes('edit'),
    send: allowed.includes('send'),
    revise: allowed.includes('revise'),
    delete: superuser && allowed.includes('delete'),
  };
}

/** The API path of a page of the list. */
export function quotationsQuery(filters: {
  page: number;
  pageSize: number;
  status: QuotationStatus | null;
  expiring: boolean;
  query: string;
}) {
  return {
    page_size: filters.pageSize,
    page: filters.page,
    status: filters.status ?? undefined,
    expiring: filters.expiring ? ('1' as const) : undefined,
    query: filters.query.slice(0, 200) || undefined,
  };
}

/** The product lines whose price follows the customer and quantity (staff have not typed one), to price. */
export function linesToPrice(draft: QuotationDraft): { key: string; product: number; quantity: number }[] {
  return draft.lines.flatMap((line) => {
    const quantity = Number(line.quantity);
    if (line.product === null || line.manualPrice || !Number.isInteger(quantity) || quantity < 1) return [];
    return [{ key: line.key, product: line.product, quantity }];
  });
}

/** A customer as the buyer fields take it: the primary contact's name, e-mail and phone, the billing address. */
interface ChosenCustomer extends Omit<DraftCustomer, 'tier_name'> {
  billing_address: string;
  quotation_terms: string;
  quotation_notes: string;
  price_tier_name: string | null;
  contacts: { name: string; email: string; phone: string; is_primary: boolean }[];
}

/**
 * The draft with the chosen customer's details (when they came for the customer still chosen) and each
 * line's looked-up price (when the line still asks for that product and quantity and staff typed no price).
 */
export function withPrices(
  draft: QuotationDraft,
  answer: {
    customer: ChosenCustomer | null;
    prices: { key: string; product: number; quantity: number; unitPrice: string; pricedBy: string }[];
  },
): QuotationDraft {
  let next = draft;
  const customer = answer.customer;
  if (customer && draft.customer?.id === customer.id) {
    const contact = customer.contacts.find((candidate) => candidate.is_primary) ?? customer.contacts[0];
    next = {
      ...next,
      customer: {
        id: customer.id,
        code: customer.code,
        name: customer.name,
        tier_name: customer.price_tier_name,
      },
      customer_company: customer.name,
      customer_name: contact?.name || customer.name,
      customer_email: contact?.email || next.customer_email,
      customer_phone: contact?.phone || next.customer_phone,
      customer_address: customer.billing_address || next.customer_address,
      terms: customer.quotation_terms || next.terms,
      notes: customer.quotation_notes || next.notes,
    };
  }
  return {
    ...next,
    lines: next.lines.map((line) => {
      const price = answer.prices.find(
        (candidate) =>
          candidate.key === line.key &&
          candidate.product === line.product &&
          String(candidate.quantity) === line.quantity.trim(),
      );
      return price && !line.manualPrice
        ? { ...line, unitPrice: price.unitPrice, pricedBy: price.pricedBy }
        : line;
    }),
  };
}
