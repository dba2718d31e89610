import type { Writable } from 'node:stream';
import { asc, gt, inArray, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Db, DbOrTx } from '~/db/client';
import { customerAddresses, customerContacts, customers, priceTiers, type Customer } from '~/db/schema';
import {
  CUSTOMER_SHEET_COLUMNS,
  customerFromSheetRow,
  customerSheetRow,
  patchChanges,
  RETAIL_TIER,
  type CustomerSheetColumn,
  type CustomerSheetSource,
} from '~/domain/customer-sheet';
import type { CustomerCreate, CustomerPatch } from '~/domain/customer';
import { messages } from '~/domain/messages';
import type { Actor } from '../activity/activity';
import {
  emptyImportResult,
  monthlyFileName,
  readSheet,
  writeWorkbook,
  type ImportResult,
  type SheetColumn,
} from '../shared/workbook';
import { insertCustomer, refusingTakenCode, writeCustomerPatch } from './customers';

/** "customers_November_2026.xlsx", in the shop's time zone. */
export const customersFileName = (now: Date): string => monthlyFileName('customers', now);

const WIDE = new Set<CustomerSheetColumn>(['name', 'billing_address', 'notes', 'delivery_address']);
const SHEET_COLUMNS: SheetColumn<CustomerSheetColumn>[] = CUSTOMER_SHEET_COLUMNS.map((key) => ({
  key,
  width: WIDE.has(key) ? 40 : 18,
  money: key === 'credit_limit',
}));

const EXPORT_BATCH = 500;

/** The customers of `rows` as the sheet reads them: their contacts, addresses and tier names loaded at once. */
async function sheetSources(db: DbOrTx, rows: Customer[]): Promise<Map<number, CustomerSheetSource>> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map();
  // One after another: inside the import's transaction they share one connection.
  const contacts = await db
    .select()
    .from(customerContacts)
    .where(inArray(customerContacts.customerId, ids))
    .orderBy(asc(customerContacts.id));
  const addresses = await db
    .select()
    .from(customerAddresses)
    .where(inArray(customerAddresses.customerId, ids))
    .orderBy(asc(customerAddresses.id));
  const tiers = await db.select().from(priceTiers);
  const tierName = new Map(tiers.map((tier) => [tier.id, tier.name]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        code: row.code,
        name: row.name,
        tin: row.tin,
        business_style: row.businessStyle,
        billing_address: row.billingAddress,
        tax_class: row.taxClass,
        withholding_percent: Number(row.withholdingPercent),
        payment_term_days: row.paymentTermDays,
        credit_limit: row.creditLimit,
        price_tier: row.priceTierId,
        price_tier_name: row.priceTierId === null ? null : (tierName.get(row.priceTierId) ?? null),
        tags: row.tags,
        notes: row.notes,
        quotation_terms: row.quotationTerms,
        quotation_notes: row.quotationNotes,
        contacts: contacts
          .filter((contact) => contact.customerId === row.id)
          .map((contact) => ({
            name: contact.name,
            position: contact.position,
            email: contact.email,
            phone: contact.phone,
            is_primary: contact.isPrimary,
          })),
        addresses: addresses
          .filter((address) => address.customerId === row.id)
          .map((address) => ({ label: address.label, address: address.address })),
      },
    ]),
  );
}

async function* customerSheetRows(db: Db): AsyncGenerator<Record<CustomerSheetColumn, ExcelJS.CellValue>[]> {
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(customers)
      .where(gt(customers.id, lastId))
      .orderBy(asc(customers.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    lastId = rows.at(-1)!.id;
    yield [...(await sheetSources(db, rows)).values()].map(customerSheetRow);
  }
}

/** Streams every customer into an .xlsx on `out`, one row each, reading the database in batches. */
export async function writeCustomersWorkbook(db: Db, out: Writable): Promise<void> {
  await writeWorkbook(out, 'Customers', SHEET_COLUMNS, customerSheetRows(db));
}

type Planned = { create: CustomerCreate } | { id: number; update: CustomerPatch; changed: boolean };

/**
 * Imports the sheet as one transaction: a row whose code names a customer updates it (blank cells keep what is
 * stored), any other row adds one. Every row is checked first with the API's schemas; only when no row failed,
 * and not on a dry run, is anything written, each change in the history with the file's name. The counts say
 * what happened or would happen.
 */
export async function importCustomersWorkbook(
  db: Db,
  buffer: Buffer,
  options: { dryRun: boolean; now: Date; actor: Actor; fileName: string },
): Promise<ImportResult> {
  const rows = await readSheet(buffer, CUSTOMER_SHEET_COLUMNS, {
    identifying: ['code', 'name'],
    missingHeader: messages.excel.customerMissingHeader,
  });
  return refusingTakenCode(() =>
    db.transaction(async (tx) => {
      const codes = [...new Set(rows.flatMap(({ cells }) => (cells.code ? [cells.code.toLowerCase()] : [])))];
      const known =
        codes.length === 0
          ? []
          : await tx
              .select()
              .from(customers)
              .where(inArray(sql`lower(${customers.code})`, codes))
              .for('update');
      const sources = await sheetSources(tx, known);
      const byCode = new Map(known.map((row) => [row.code.toLowerCase(), row.id]));
      const tiers = await tx.select().from(priceTiers);
      const tierByName = new Map(tiers.map((tier) => [tier.name.trim().toLowerCase(), tier.id]));
      const tierId = (name: string) => {
        const key = name.trim().toLowerCase();
        const found = tierByName.get(key);
        if (found !== undefined) return found;
        return key === RETAIL_TIER.toLowerCase() ? null : undefined;
      };

      const result = emptyImportResult(options.dryRun);
      const planned: Planned[] = [];
      const seen = new Set<string>();
      for (const { row, cells } of rows) {
        const code = cells.code?.toLowerCase();
        if (code !== undefined) {
          if (seen.has(code)) {
            result.errors_on_rows.push({ row, errors: { code: [messages.excel.codeRepeated] } });
            continue;
          }
          seen.add(code);
        }
        const id = code === undefined ? undefined : byCode.get(code);
        const existing = id === undefined ? null : sources.get(id)!;
        const parsed = customerFromSheetRow(cells, existing, tierId);
        if ('errors' in parsed) {
          result.errors_on_rows.push({ row, errors: parsed.errors });
        } else if ('create' in parsed) {
          result.created++;
          planned.push(parsed);
        } else {
          const changed = patchChanges(existing!, parsed.update);
          if (changed) result.updated++;
          else result.unchanged++;
          planned.push({ id: id!, update: parsed.update, changed });
        }
      }
      if (result.errors_on_rows.length > 0 || options.dryRun) return result;

      const via = (action: 'import_created' | 'import_updated') => ({
        action,
        note: `Excel import: ${options.fileName}`.slice(0, 300),
      });
      for (const plan of planned) {
        if ('update' in plan && plan.changed) {
          await writeCustomerPatch(
            tx,
            plan.id,
            plan.update,
            options.actor,
            options.now,
            via('import_updated'),
          );
        }
      }
      for (const plan of planned) {
        if ('create' in plan) {
          await insertCustomer(tx, plan.create, options.actor, options.now, via('import_created'));
        }
      }
      return result;
    }),
  );
}
