import { customers, invoices } from '~/db/schema';
import type { Db } from '~/db/client';

let serial = 0;

/**
 * An issued invoice written straight to the table, as the invoices service would leave it: the receivables
 * tests need balances and due dates, not the tax rules or the numbered series.
 */
export async function insertInvoice(
  db: Db,
  fields: {
    customer: number;
    amountDue: string;
    issuedOn: string;
    dueOn: string;
    number?: string;
    voided?: boolean;
  },
): Promise<{ id: number; number: string }> {
  serial += 1;
  const number = fields.number ?? `SI-T${String(serial).padStart(5, '0')}`;
  const [row] = await db
    .insert(invoices)
    .values({
      number,
      customerId: fields.customer,
      issuedOn: fields.issuedOn,
      dueOn: fields.dueOn,
      sellerName: 'Test Seller',
      buyerName: 'Test Buyer',
      taxClass: 'vat',
      pricesIncludeVat: true,
      vatableSales: fields.amountDue,
      vatExemptSales: '0',
      zeroRatedSales: '0',
      vat: '0',
      total: fields.amountDue,
      withholding: '0',
      amountDue: fields.amountDue,
      voidedAt: fields.voided ? new Date() : null,
    })
    .returning({ id: invoices.id, number: invoices.number });
  return row!;
}

/** A customer written straight to the table, with a billing address and TIN for the statement. */
export async function insertCustomer(db: Db, name: string, fields: { tin?: string; address?: string } = {}) {
  serial += 1;
  const [row] = await db
    .insert(customers)
    .values({
      code: `T-${serial}`,
      name,
      tin: fields.tin ?? '',
      billingAddress: fields.address ?? '',
    })
    .returning({ id: customers.id });
  return row!.id;
}
