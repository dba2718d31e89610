import { adminMessages } from '~/domain/admin-messages';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import {
  customerAddresses,
  customerContacts,
  customers,
  inquiries,
  invoices,
  orderItems,
  orders,
  payments,
  priceTiers,
  quotations,
  shipments,
  type Customer,
} from '~/db/schema';
import { changedFields } from '~/domain/activity';
import { SHOP_TIME_ZONE } from '~/domain/constants';
import type { CustomerCreate, CustomerPatch } from '~/domain/customer';
import { messages } from '~/domain/messages';
import { quotationNumber } from '~/domain/quotation';
import type { CustomerListItem, CustomerView } from '~/domain/views';
import { ConflictError, fieldError, InvalidError, NotFoundError } from '../../errors';
import { recordActivity, recordChanges, type ActivityEntry, type Actor } from '../activity/activity';
import { stripNul } from '../catalogue/product-query';
import { uniqueViolation } from '../shared/db-errors';
import { givenFields, type FieldColumns } from '../shared/given-fields';
import { likePattern } from '../shared/like-pattern';

/** The customer's own fields as the input names them; contacts and addresses are rows of their own. */
export type CustomerColumns = FieldColumns<CustomerCreate, typeof customers, 'contacts' | 'addresses'>;
export const CUSTOMER_FIELD_COLUMNS = {
  code: 'code',
  name: 'name',
  tin: 'tin',
  business_style: 'businessStyle',
  billing_address: 'billingAddress',
  tax_class: 'taxClass',
  withholding_percent: 'withholdingPercent',
  payment_term_days: 'paymentTermDays',
  credit_limit: 'creditLimit',
  price_tier: 'priceTierId',
  notes: 'notes',
  tags: 'tags',
  quotation_terms: 'quotationTerms',
  quotation_notes: 'quotationNotes',
} as const satisfies CustomerColumns;

export interface CustomerListQuery {
  page: number;
  pageSize: number;
  query?: string;
  tier?: number;
  terms?: number;
  tag?: string;
}

/** The recent documents a customer page lists of each kind. */
const RECENT_DOCUMENTS = 20;

const codeFor = (id: number) => `C-${String(id).padStart(5, '0')}`;

async function tierNames(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(priceTiers).where(inArray(priceTiers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function baseView(row: Customer, tiers: Map<number, string>) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    tin: row.tin,
    tax_class: row.taxClass,
    payment_term_days: row.paymentTermDays,
    price_tier: row.priceTierId,
    price_tier_name: row.priceTierId === null ? null : (tiers.get(row.priceTierId) ?? null),
    tags: row.tags,
  };
}

const contactView = (row: typeof customerContacts.$inferSelect) => ({
  id: row.id,
  name: row.name,
  position: row.position,
  email: row.email,
  phone: row.phone,
  is_primary: row.isPrimary,
});

/** Search matches the name, the code, the TIN (digits alone too) or a contact's e-mail. */
export async function listCustomers(
  db: DbOrTx,
  query: CustomerListQuery,
): Promise<{ count: number; results: CustomerListItem[] }> {
  const conditions: SQL[] = [];
  const text = stripNul(query.query ?? '').trim();
  if (text) {
    const pattern = likePattern(text);
    const digits = text.replace(/\D/g, '');
    const matches = [
      ilike(customers.name, pattern),
      ilike(customers.code, pattern),
      ilike(customers.tin, pattern),
      sql`exists (select 1 from ${customerContacts} where ${customerContacts.customerId} = ${customers.id}
            and ${customerContacts.email} ilike ${pattern})`,
    ];
    if (digits.length >= 3) matches.push(sql`replace(${customers.tin}, '-', '') like ${likePattern(digits)}`);
    conditions.push(or(...matches)!);
  }
  if (query.tier !== undefined) conditions.push(eq(customers.priceTierId, query.tier));
  if (query.terms !== undefined) conditions.push(eq(customers.paymentTermDays, query.terms));
  if (query.tag) conditions.push(arrayContains(customers.tags, [query.tag.toLowerCase()]));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ count: count() }).from(customers).where(where);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const ids = rows.map((row) => row.id);
  const primaries =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(customerContacts)
          .where(and(inArray(customerContacts.customerId, ids), eq(customerContacts.isPrimary, true)));
  const tiers = await tierNames(
    db,
    rows.map((row) => row.priceTierId),
  );
  return {
    count: total?.count ?? 0,
    results: rows.map((row) => {
      const primary = primaries.find((contact) => contact.customerId === row.id);
      return {
        ...baseView(row, tiers),
        primary_contact: primary ? contactView(primary) : null,
        updated_at: row.updatedAt.toISOString(),
      };
    }),
  };
}

/** Shipped and delivered orders' totals in this and last Manila calendar year. */
async function bought(db: DbOrTx, customerId: number, now: Date) {
  const year = Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: SHOP_TIME_ZONE }).format(now),
  );
  const rows = await db
    .select({
      year: sql<number>`extract(year from ${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::int`,
      total: sql<string>`coalesce(sum(${orderItems.unitPrice} * ${orderItems.quantity}), 0)::numeric(14, 2)::text`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['shipped', 'delivered'])))
    .groupBy(sql`1`);
  const of = (wanted: number) => rows.find((row) => Number(row.year) === wanted)?.total ?? '0.00';
  return { this_year: of(year), last_year: of(year - 1) };
}

async function documentsOf(db: DbOrTx, customerId: number) {
  const [inquiryRows, quotationRows, orderRows] = await Promise.all([
    db
      .select({ id: inquiries.id, status: inquiries.status, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(eq(inquiries.customerId, customerId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(RECENT_DOCUMENTS),
    db
      .select({
        id: quotations.id,
        number: quotations.number,
        revision: quotations.revision,
        status: quotations.status,
        total: quotations.total,
        createdAt: quotations.createdAt,
      })
      .from(quotations)
      .where(eq(quotations.customerId, customerId))
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
      .limit(RECENT_DOCUMENTS),
    db
      .select({
        id: orders.id,
        status: orders.status,
        createdAt: orders.createdAt,
        total: sql<string>`(select coalesce(sum(unit_price * quantity), 0)::numeric(14, 2)::text
                            from order_items as i where i.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT_DOCUMENTS),
  ]);
  return {
    inquiries: inquiryRows.map((row) => ({
      id: row.id,
      label: `Inquiry #${row.id}`,
      status: row.status,
      total: null,
      created_at: row.createdAt.toISOString(),
    })),
    quotations: quotationRows.map((row) => ({
      id: row.id,
      label: quotationNumber(row.number, row.revision),
      status: row.status,
      total: row.total,
      created_at: row.createdAt.toISOString(),
    })),
    orders: orderRows.map((row) => ({
      id: row.id,
      label: `Order #${row.id}`,
      status: row.status,
      total: row.total,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export async function getCustomer(db: DbOrTx, id: number, now: Date): Promise<CustomerView | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) return null;
  const [contacts, addresses, tiers, figures, documents] = await Promise.all([
    db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.customerId, id))
      .orderBy(desc(customerContacts.isPrimary), asc(customerContacts.id)),
    db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, id))
      .orderBy(asc(customerAddresses.id)),
    tierNames(db, [row.priceTierId]),
    bought(db, id, now),
    documentsOf(db, id),
  ]);
  return {
    ...baseView(row, tiers),
    business_style: row.businessStyle,
    billing_address: row.billingAddress,
    withholding_percent: Number(row.withholdingPercent),
    credit_limit: row.creditLimit,
    notes: row.notes,
    quotation_terms: row.quotationTerms,
    quotation_notes: row.quotationNotes,
    contacts: contacts.map(contactView),
    addresses: addresses.map((address) => ({
      id: address.id,
      label: address.label,
      address: address.address,
    })),
    bought: figures,
    ...documents,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function checkTier(tx: DbOrTx, tierId: number | null | undefined): Promise<void> {
  if (tierId === null || tierId === undefined) return;
  const [tier] = await tx.select({ id: priceTiers.id }).from(priceTiers).where(eq(priceTiers.id, tierId));
  if (!tier) throw fieldError('price_tier', messages.pricing.tierNotFound);
}

async function replaceChildren(tx: Tx, customerId: number, input: CustomerPatch): Promise<void> {
  if (input.contacts) {
    await tx.delete(customerContacts).where(eq(customerContacts.customerId, customerId));
    // With no contact marked primary, the first one is: a customer with contacts always has one to write to.
    const primary = Math.max(
      0,
      input.contacts.findIndex((contact) => contact.is_primary),
    );
    if (input.contacts.length > 0) {
      await tx.insert(customerContacts).values(
        input.contacts.map((contact, index) => ({
          customerId,
          name: contact.name,
          position: contact.position ?? '',
          email: contact.email ?? '',
          phone: contact.phone ?? '',
          isPrimary: index === primary,
        })),
      );
    }
  }
  if (input.addresses) {
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    if (input.addresses.length > 0) {
      await tx.insert(customerAddresses).values(
        input.addresses.map((address) => ({
          customerId,
          label: address.label ?? '',
          address: address.address,
        })),
      );
    }
  }
}

/** A code already taken is the code field's 400, whoever took it first. */
export async function refusingTakenCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'customers_code_idx')
      throw fieldError('code', messages.customer.codeTaken);
    throw error;
  }
}

/** How a write is told in the history: by a form (the default), an import or an inquiry, with a note. */
type Via = Pick<ActivityEntry, 'action' | 'note'>;

/** Inserts a customer in the caller's transaction, records it, and answers its id. */
export async function insertCustomer(
  tx: Tx,
  input: CustomerCreate,
  actor: Actor,
  now: Date,
  via: Via = { action: 'created' },
): Promise<number> {
  await checkTier(tx, input.price_tier);
  const { code, ...fields } = givenFields(input, CUSTOMER_FIELD_COLUMNS);
  // Without a code of its own the customer takes one from its id, which the insert gives: a placeholder no
  // one can type (codes are letters, digits and dashes) holds the unique column meanwhile.
  const [row] = await tx
    .insert(customers)
    .values({ ...fields, code: code || `\t${crypto.randomUUID()}`, createdAt: now, updatedAt: now })
    .returning();
  if (!code)
    await tx
      .update(customers)
      .set({ code: codeFor(row!.id) })
      .where(eq(customers.id, row!.id));
  await replaceChildren(tx, row!.id, input);
  await recordActivity(tx, actor, now, {
    entityType: 'customer',
    entityId: row!.id,
    entityLabel: input.name,
    ...via,
  });
  return row!.id;
}

export async function createCustomer(
  db: Db,
  input: CustomerCreate,
  actor: Actor,
  now: Date,
): Promise<CustomerView> {
  const id = await refusingTakenCode(() => db.transaction((tx) => insertCustomer(tx, input, actor, now)));
  return (await getCustomer(db, id, now))!;
}

const comparable = (row: Customer) => ({
  code: row.code,
  name: row.name,
  tin: row.tin,
  business_style: row.businessStyle,
  billing_address: row.billingAddress,
  tax_class: row.taxClass,
  withholding_percent: String(Number(row.withholdingPercent)),
  payment_term_days: String(row.paymentTermDays),
  credit_limit: row.creditLimit,
  price_tier: row.priceTierId === null ? null : String(row.priceTierId),
  notes: row.notes,
  tags: row.tags.join(', '),
  quotation_terms: row.quotationTerms,
  quotation_notes: row.quotationNotes,
});

/** Writes the fields given to customer `id` in the caller's transaction, with the changes in its history. */
export async function writeCustomerPatch(
  tx: Tx,
  id: number,
  input: CustomerPatch,
  actor: Actor,
  now: Date,
  via: Via = { action: 'updated' },
): Promise<void> {
  const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!before) throw new NotFoundError(messages.customer.notFound);
  await checkTier(tx, input.price_tier);
  const given = givenFields(input, CUSTOMER_FIELD_COLUMNS);
  const [after] = await tx
    .update(customers)
    .set({ ...given, ...(given.code === '' ? { code: codeFor(id) } : {}), updatedAt: now })
    .where(eq(customers.id, id))
    .returning();
  await replaceChildren(tx, id, input);
  const changes = changedFields(comparable(before), comparable(after!));
  if (input.contacts)
    changes.contacts = { from: null, to: input.contacts.map((contact) => contact.name).join(', ') };
  if (input.addresses) changes.addresses = { from: null, to: `${input.addresses.length}` };
  await recordChanges(tx, actor, now, {
    entityType: 'customer',
    entityId: id,
    entityLabel: after!.name,
    ...via,
    changes,
  });
}

export async function updateCustomer(
  db: Db,
  id: number,
  input: CustomerPatch,
  actor: Actor,
  now: Date,
): Promise<CustomerView> {
  await refusingTakenCode(() => db.transaction((tx) => writeCustomerPatch(tx, id, input, actor, now)));
  return (await getCustomer(db, id, now))!;
}

/**
 * Deleting a customer keeps its documents: they lose the link and keep the names they were written with. A
 * customer with invoices or payments is refused: receivables need a buyer, so it is merged instead.
 */
export async function deleteCustomer(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [billed] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.customerId, id))
      .union(tx.select({ id: payments.id }).from(payments).where(eq(payments.customerId, id)))
      .limit(1);
    if (billed) throw new ConflictError(adminMessages.payments.customerHasReceivables);
    const [row] = await tx.delete(customers).where(eq(customers.id, id)).returning();
    if (!row) throw new NotFoundError(messages.customer.notFound);
    await recordActivity(tx, actor, now, {
      entityType: 'customer',
      entityId: id,
      entityLabel: `${row.code} ${row.name}`,
      action: 'deleted',
    });
  });
}

/** A merge's note names deliveries, invoices and payments only when there were any, as most buyers have none. */
function billingNote(moved: Record<string, number>): string {
  const parts = (['shipments', 'invoices', 'payments'] as const)
    .filter((kind) => moved[kind]! > 0)
    .map((kind) => `${moved[kind]} ${kind === 'shipments' ? 'deliveries' : kind}`);
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}

/** The documents that belong to a customer, which a merge moves to the survivor. */
const CUSTOMER_DOCUMENTS = { inquiries, quotations, orders, shipments, invoices, payments };

/**
 * Merges customer `from` into `into`: the documents, contacts and addresses move over, tags are joined and any
 * field `into` left empty takes `from`'s; then `from` is removed. Both histories stay: the documents keep theirs,
 * `from`'s own history entries stay under its id, and `into` records what was merged.
 */
export async function mergeCustomers(
  db: Db,
  into: number,
  from: number,
  actor: Actor,
  now: Date,
): Promise<CustomerView> {
  if (into === from)
    throw new InvalidError(messages.customer.mergeSelf, { customer: [messages.customer.mergeSelf] });
  await db.transaction(async (tx) => {
    // Both rows locked in id order, so two merges of the same pair cannot deadlock.
    const locked = await tx
      .select()
      .from(customers)
      .where(inArray(customers.id, [into, from]))
      .orderBy(asc(customers.id))
      .for('update');
    const survivor = locked.find((row) => row.id === into);
    const merged = locked.find((row) => row.id === from);
    if (!survivor) throw new NotFoundError(messages.customer.notFound);
    if (!merged) throw fieldError('customer', messages.customer.notFound);

    const moved: Record<string, number> = {};
    for (const [kind, table] of Object.entries(CUSTOMER_DOCUMENTS)) {
      const rows = await tx
        .update(table)
        .set({ customerId: into })
        .where(eq(table.customerId, from))
        .returning({ id: table.id });
      moved[kind] = rows.length;
    }
    const [survivorPrimary] = await tx
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .where(and(eq(customerContacts.customerId, into), eq(customerContacts.isPrimary, true)));
    await tx
      .update(customerContacts)
      .set({ customerId: into, ...(survivorPrimary ? { isPrimary: false } : {}) })
      .where(eq(customerContacts.customerId, from));
    await tx
      .update(customerAddresses)
      .set({ customerId: into })
      .where(eq(customerAddresses.customerId, from));
    const filled = {
      tin: survivor.tin || merged.tin,
      businessStyle: survivor.businessStyle || merged.businessStyle,
      billingAddress: survivor.billingAddress || merged.billingAddress,
      notes: [survivor.notes, merged.notes].filter(Boolean).join('\n\n'),
      creditLimit: survivor.creditLimit ?? merged.creditLimit,
      priceTierId: survivor.priceTierId ?? merged.priceTierId,
      tags: [...new Set([...survivor.tags, ...merged.tags])],
      updatedAt: now,
    };
    await tx.delete(customers).where(eq(customers.id, from));
    await tx.update(customers).set(filled).where(eq(customers.id, into));
    await recordActivity(tx, actor, now, {
      entityType: 'customer',
      entityId: into,
      entityLabel: survivor.name,
      action: 'merged',
      note: `${merged.code} ${merged.name}: ${moved.inquiries} inquiries, ${moved.quotations} quotations, ${moved.orders} orders${billingNote(moved)}`,
    });
  });
  return (await getCustomer(db, into, now))!;
}
