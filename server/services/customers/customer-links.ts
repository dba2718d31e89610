/**
 * Which customer an inquiry or quotation belongs to: the linked customer as a document's detail names it, the
 * customers it may belong to (suggested to staff, never linked without them), and the checks of a link.
 */
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '~/db/client';
import { customerContacts, customers, priceTiers, type Customer } from '~/db/schema';
import { tinsIn } from '~/domain/customer';
import { messages } from '~/domain/messages';
import type { CustomerMatch, CustomerRef } from '~/domain/views';
import { fieldError } from '../../errors';

/** At most this many suggestions: more would be a list to search, not a match. */
const MAX_MATCHES = 10;

/** A customer as the history of a document names it: "C-00012 Visayas Freight Inc.". */
const customerLabel = (row: Pick<Customer, 'code' | 'name'>) => `${row.code} ${row.name}`;

const refColumns = {
  id: customers.id,
  code: customers.code,
  name: customers.name,
  tier: customers.priceTierId,
  tierName: priceTiers.name,
};

const toRef = (row: {
  id: number;
  code: string;
  name: string;
  tier: number | null;
  tierName: string | null;
}) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  tier: row.tier,
  tier_name: row.tierName,
});

async function customerRef(db: DbOrTx, id: number): Promise<CustomerRef | null> {
  const [row] = await db
    .select(refColumns)
    .from(customers)
    .leftJoin(priceTiers, eq(priceTiers.id, customers.priceTierId))
    .where(eq(customers.id, id));
  return row ? toRef(row) : null;
}

/**
 * The customers a document may belong to: those with a contact whose e-mail is the document's (ignoring case),
 * and those whose TIN the document's text names. Each says which of the two matched.
 */
async function customerMatches(db: DbOrTx, email: string, text: string): Promise<CustomerMatch[]> {
  const address = email.trim().toLowerCase();
  const tins = tinsIn(text);
  const byEmail = address
    ? sql<boolean>`exists (select 1 from ${customerContacts} where ${customerContacts.customerId} = ${customers.id}
        and lower(${customerContacts.email}) = ${address})`
    : sql<boolean>`false`;
  const byTin = tins.length > 0 ? inArray(customers.tin, tins) : sql<boolean>`false`;
  const rows = await db
    .select({ ...refColumns, byEmail: sql<boolean>`${byEmail}`, byTin: sql<boolean>`${byTin}` })
    .from(customers)
    .leftJoin(priceTiers, eq(priceTiers.id, customers.priceTierId))
    .where(or(byEmail, byTin))
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(MAX_MATCHES);
  return rows.map((row) => ({
    ...toRef(row),
    matched_by: [...(row.byEmail ? (['email'] as const) : []), ...(row.byTin ? (['tin'] as const) : [])],
  }));
}

/** What a document's detail says of its customer: the linked one, else the suggested matches. */
export async function customerLinkOf(
  db: DbOrTx,
  document: { customer_id: number | null; email: string; text: string },
): Promise<{ customer: CustomerRef | null; customer_matches?: CustomerMatch[] }> {
  if (document.customer_id !== null) return { customer: await customerRef(db, document.customer_id) };
  return { customer: null, customer_matches: await customerMatches(db, document.email, document.text) };
}

/**
 * The customer a document is about to be linked to, or the field's 400 when there is none. KEY SHARE holds off
 * a concurrent delete (or merge) of the customer until the link is written.
 */
export async function holdCustomer(tx: Tx, id: number, field = 'customer_id'): Promise<Customer> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('key share');
  if (!row) throw fieldError(field, messages.customer.notFound);
  return row;
}

/** The history's words for a change of customer, or nothing when it stayed. */
export async function customerChange(
  tx: DbOrTx,
  from: number | null,
  to: number | null,
): Promise<{ customer?: { from: string | null; to: string | null } }> {
  if (from === to) return {};
  const ids = [from, to].filter((id): id is number => id !== null);
  const rows = await tx
    .select({ id: customers.id, code: customers.code, name: customers.name })
    .from(customers)
    .where(inArray(customers.id, ids));
  const label = (id: number | null) => {
    if (id === null) return null;
    const row = rows.find((candidate) => candidate.id === id);
    return row ? customerLabel(row) : `#${id}`;
  };
  return { customer: { from: label(from), to: label(to) } };
}
