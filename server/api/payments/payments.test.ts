import { writeFile } from 'node:fs/promises';
import { adminMessages } from '~/domain/admin-messages';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { activity, paymentAllocations } from '~/db/schema';
import type { paths } from '~/app/lib/api-schema';
import { messages } from '~/domain/messages';
import { getPayment } from '../../services/payments/payments';
import { customerReceivables } from '../../services/payments/receivables';
import { dataOf, openStaffedContext } from '../../test/harness';
import { insertCustomer, insertInvoice } from '../../test/receivables-fixtures';

const { ctx, admin, staff } = await openStaffedContext();
const asStaff = ctx.apiFor(staff.access);
const asAdmin = ctx.apiFor(admin.access);
// The harness clock reads 2026-11-22 in Manila.
const TODAY = '2026-11-22';

const receivablesOf = async (id: number) =>
  dataOf(await asStaff.GET('/api/customers/{id}/receivables/', { params: { path: { id } } }), 200);

type PaymentInput = paths['/api/payments/']['post']['requestBody']['content']['application/json'];
const pay = (body: PaymentInput) => asStaff.POST('/api/payments/', { body });

describe('payments', () => {
  it('pay the oldest due invoice first, partly, and keep what is left as credit', async () => {
    const customer = await insertCustomer(ctx.db, 'Mabuhay Trading');
    const older = await insertInvoice(ctx.db, {
      customer,
      amountDue: '1000.00',
      issuedOn: '2026-10-01',
      dueOn: '2026-10-31',
    });
    const newer = await insertInvoice(ctx.db, {
      customer,
      amountDue: '2000.00',
      issuedOn: '2026-11-01',
      dueOn: '2026-12-01',
    });
    const partial = dataOf(
      await pay({
        customer,
        method: 'bank_transfer',
        amount: '1,500.00',
        received_on: TODAY,
        reference: 'BDO-7781',
      }),
      201,
    );
    expect(partial.allocations).toEqual([
      { invoice: older.id, number: older.number, amount: '1000.00' },
      { invoice: newer.id, number: newer.number, amount: '500.00' },
    ]);
    expect(partial.unallocated).toBe('0.00');
    expect(await receivablesOf(customer)).toMatchObject({
      balance: '1500.00',
      overdue: '0.00',
      credit: '0.00',
    });

    const over = dataOf(await pay({ customer, method: 'cash', amount: '2000.00', received_on: TODAY }), 201);
    expect(over.allocations).toEqual([{ invoice: newer.id, number: newer.number, amount: '1500.00' }]);
    expect(over.unallocated).toBe('500.00');
    expect(await receivablesOf(customer)).toMatchObject({ balance: '0.00', credit: '500.00' });

    // The credit is applied to an invoice issued later.
    const later = await insertInvoice(ctx.db, {
      customer,
      amountDue: '800.00',
      issuedOn: TODAY,
      dueOn: '2026-12-22',
    });
    const applied = dataOf(
      await asStaff.POST('/api/payments/{id}/allocate/', { params: { path: { id: over.id } }, body: {} }),
      200,
    );
    expect(applied.unallocated).toBe('0.00');
    expect(applied.allocations.at(-1)).toEqual({ invoice: later.id, number: later.number, amount: '500.00' });
    expect(await receivablesOf(customer)).toMatchObject({ balance: '300.00', credit: '0.00' });
    const again = await asStaff.POST('/api/payments/{id}/allocate/', {
      params: { path: { id: over.id } },
      body: {},
    });
    expect(again.response.status).toBe(400);
    expect(again.error?.detail).toBe(adminMessages.payments.nothingLeft);

    const history = await ctx.db.select().from(activity).where(eq(activity.entityType, 'payment'));
    expect(history.map((row) => row.action)).toEqual(['received', 'received', 'updated']);
    expect(history[0]!.note).toContain(`${older.number} ₱1,000.00`);
  });

  it('take an explicit split, and refuse more than a balance, a void or another customer’s invoice', async () => {
    const customer = await insertCustomer(ctx.db, 'Cebu Office Depot');
    const other = await insertCustomer(ctx.db, 'Someone Else');
    const first = await insertInvoice(ctx.db, {
      customer,
      amountDue: '500.00',
      issuedOn: TODAY,
      dueOn: TODAY,
    });
    const second = await insertInvoice(ctx.db, {
      customer,
      amountDue: '700.00',
      issuedOn: TODAY,
      dueOn: TODAY,
    });
    const voided = await insertInvoice(ctx.db, {
      customer,
      amountDue: '900.00',
      issuedOn: TODAY,
      dueOn: TODAY,
      voided: true,
    });
    const theirs = await insertInvoice(ctx.db, {
      customer: other,
      amountDue: '100.00',
      issuedOn: TODAY,
      dueOn: TODAY,
    });

    const split = dataOf(
      await pay({
        customer,
        method: 'gcash',
        amount: '600',
        received_on: TODAY,
        reference: 'GC-1',
        allocations: [{ invoice: second.id, amount: '600' }],
      }),
      201,
    );
    expect(split.allocations).toEqual([{ invoice: second.id, number: second.number, amount: '600.00' }]);

    const refused = await pay({
      customer,
      method: 'cash',
      amount: '5000',
      received_on: TODAY,
      allocations: [
        { invoice: first.id, amount: '501' },
        { invoice: voided.id, amount: '10' },
        { invoice: theirs.id, amount: '10' },
        { invoice: second.id, amount: '100.01' },
      ],
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({
      allocations: [
        { amount: [adminMessages.payments.moreThanBalance('₱500.00')] },
        { invoice: [adminMessages.payments.invoiceNotOpen] },
        { invoice: [adminMessages.payments.invoiceNotOpen] },
        { amount: [adminMessages.payments.moreThanBalance('₱100.00')] },
      ],
    });
    const tooMuch = await pay({
      customer,
      method: 'cash',
      amount: '100',
      received_on: TODAY,
      allocations: [{ invoice: first.id, amount: '200' }],
    });
    expect(tooMuch.error).toMatchObject({ amount: [adminMessages.payments.moreThanPayment('₱200.00')] });
    const noCustomer = await pay({ customer: 999_999, method: 'cash', amount: '1', received_on: TODAY });
    expect(noCustomer.error).toMatchObject({ customer: [adminMessages.payments.customerNotFound] });
    const noCheck = await pay({ customer, method: 'check', amount: '1', received_on: TODAY });
    expect(noCheck.error).toMatchObject({ check_bank: [messages.common.required] });
    expect(
      await ctx.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, first.id)),
    ).toEqual([]);
  });

  it('hold a post-dated check: allocated at once, counted from its date', async () => {
    const customer = await insertCustomer(ctx.db, 'Davao Computer Center');
    const invoice = await insertInvoice(ctx.db, {
      customer,
      amountDue: '3000.00',
      issuedOn: '2026-10-01',
      dueOn: '2026-10-31',
    });
    const check = dataOf(
      await pay({
        customer,
        method: 'check',
        amount: '3000',
        received_on: TODAY,
        check_bank: 'BPI',
        check_number: '004512',
        check_date: '2026-11-25',
      }),
      201,
    );
    expect(check).toMatchObject({ held: true, check_date: '2026-11-25', unallocated: '0.00' });
    const held = await receivablesOf(customer);
    expect(held).toMatchObject({ balance: '3000.00', overdue: '3000.00', held: '3000.00' });
    expect(held.invoices[0]).toMatchObject({ balance: '3000.00', open: '0.00', held: '3000.00' });
    // Nothing else can be allocated to it meanwhile.
    const second = await pay({
      customer,
      method: 'cash',
      amount: '10',
      received_on: TODAY,
      allocations: [{ invoice: invoice.id, amount: '10' }],
    });
    expect(second.error).toMatchObject({
      allocations: [{ amount: [adminMessages.payments.moreThanBalance('₱0.00')] }],
    });

    const aging = dataOf(await asStaff.GET('/api/receivables/aging/'), 200);
    expect(aging.checks_this_week).toContainEqual(
      expect.objectContaining({ payment: check.id, check_date: '2026-11-25', amount: '3000.00' }),
    );
    expect(aging.buckets.find((row) => row.bucket === '1-30')!.customers).toContainEqual({
      id: customer,
      name: 'Davao Computer Center',
      amount: '3000.00',
    });

    // On the check's date (tokens would expire if the clock moved, so the services are asked directly).
    const onItsDate = new Date('2026-11-25T01:00:00Z');
    expect(await customerReceivables(ctx.db, customer, onItsDate)).toMatchObject({
      balance: '0.00',
      held: '0.00',
    });
    expect((await getPayment(ctx.db, check.id, onItsDate))!.held).toBe(false);
  });

  it('are listed by customer and deleted by a superuser only, reopening the invoices', async () => {
    const customer = await insertCustomer(ctx.db, 'Iloilo Prints');
    await insertInvoice(ctx.db, { customer, amountDue: '400.00', issuedOn: TODAY, dueOn: TODAY });
    const payment = dataOf(
      await pay({ customer, method: 'maya', amount: '400', received_on: TODAY, reference: 'M-9' }),
      201,
    );
    const listed = dataOf(await asStaff.GET('/api/payments/', { params: { query: { customer } } }), 200);
    expect(listed.count).toBe(1);
    expect(listed.results[0]!.id).toBe(payment.id);
    const byStaff = await asStaff.DELETE('/api/payments/{id}/', { params: { path: { id: payment.id } } });
    expect(byStaff.response.status).toBe(403);
    const byAdmin = await asAdmin.DELETE('/api/payments/{id}/', { params: { path: { id: payment.id } } });
    expect(byAdmin.response.status).toBe(204);
    expect(await receivablesOf(customer)).toMatchObject({ balance: '400.00' });
    const gone = await asStaff.GET('/api/payments/{id}/', { params: { path: { id: payment.id } } });
    expect(gone.response.status).toBe(404);
  });
});

describe('receivables', () => {
  it('age by days past due into the five buckets', async () => {
    const customer = await insertCustomer(ctx.db, 'Aging Test Corp');
    for (const [dueOn, amountDue] of [
      ['2026-11-30', '1.00'],
      ['2026-11-22', '2.00'],
      ['2026-11-21', '10.00'],
      ['2026-10-23', '20.00'],
      ['2026-10-22', '100.00'],
      ['2026-08-24', '200.00'],
      ['2026-08-23', '1000.00'],
    ] as const) {
      await insertInvoice(ctx.db, { customer, amountDue, issuedOn: '2026-08-01', dueOn });
    }
    const aging = dataOf(await asStaff.GET('/api/receivables/aging/'), 200);
    const mine = Object.fromEntries(
      aging.buckets.map((row) => [row.bucket, row.customers.find((entry) => entry.id === customer)?.amount]),
    );
    expect(mine).toEqual({
      current: '3.00',
      '1-30': '30.00',
      '31-60': '100.00',
      '61-90': '200.00',
      'over-90': '1000.00',
    });
    const dashboard = dataOf(await asStaff.GET('/api/dashboard/'), 200);
    expect(dashboard.receivables.total).toBe(aging.total);
  });

  it('print a statement of account with invoices, payments, aging and the total due', async () => {
    const customer = await insertCustomer(ctx.db, 'Statement Buyer Inc.', {
      tin: '123-456-789-00000',
      address: '12 Rizal St.\nQuezon City',
    });
    const invoice = await insertInvoice(ctx.db, {
      customer,
      amountDue: '11200.00',
      issuedOn: '2026-10-01',
      dueOn: '2026-10-31',
      number: 'SI-STMT-01',
    });
    dataOf(
      await pay({
        customer,
        method: 'bank_transfer',
        amount: '5000',
        received_on: '2026-11-20',
        reference: 'BDO-5000',
        allocations: [{ invoice: invoice.id, amount: '5000' }],
      }),
      201,
    );
    dataOf(
      await pay({
        customer,
        method: 'check',
        amount: '6200',
        received_on: TODAY,
        check_bank: 'Metrobank',
        check_number: '88120',
        check_date: '2026-12-15',
      }),
      201,
    );
    const response = await ctx.request('GET', `/api/customers/${customer}/statement/`, {
      token: staff.access,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    if (process.env.STATEMENT_PDF_OUT) await writeFile(process.env.STATEMENT_PDF_OUT, pdf);
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    for (const expected of [
      'STATEMENT OF ACCOUNT',
      'Statement Buyer Inc.',
      'TIN 123-456-789-00000',
      'Quezon City',
      'SI-STMT-01',
      '₱11,200.00',
      '₱5,000.00',
      '₱6,200.00',
      'BDO-5000',
      'Metrobank #88120, post-dated, counts from',
      '1–30 days',
      'Total amount due',
    ]) {
      expect(text).toContain(expected);
    }
    const missing = await ctx.request('GET', '/api/customers/999999/statement/', { token: staff.access });
    expect(missing.status).toBe(404);
  });

  it("export the accountant's workbook with invoices and payments", async () => {
    const response = await ctx.request('GET', '/api/receivables/export/', { token: staff.access });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Invoices', 'Payments']);
    const invoicesSheet = workbook.getWorksheet('Invoices')!;
    expect(invoicesSheet.getRow(1).values).toContain('withholding');
    const rows = invoicesSheet.getSheetValues().slice(2) as unknown[][];
    const statement = rows.find((row) => row[1] === 'SI-STMT-01')!;
    // number, date, customer, tin, vatable, exempt, zero_rated, vat, total, withholding, amount_due, paid, balance, status
    expect(statement.slice(11, 15)).toEqual([11200, 5000, 6200, 'overdue']);
    const paymentsSheet = workbook.getWorksheet('Payments')!;
    const checkRow = (paymentsSheet.getSheetValues().slice(2) as unknown[][]).find((row) =>
      String(row[4]).includes('88120'),
    )!;
    expect(checkRow.slice(3, 9)).toEqual([
      'Check',
      'Metrobank #88120 dated 2026-12-15',
      6200,
      'SI-STMT-01 6200.00',
      0,
      'held until 2026-12-15',
    ]);
  });
});
