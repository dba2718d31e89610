import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '~/db/client';
import { customers, invoices, payments } from '~/db/schema';
import { formatShopDay } from '~/domain/dates';
import { fromCentavos, toCentavos } from '~/domain/order';
import { isHeld, PAYMENT_METHOD_LABELS } from '~/domain/payment';
import { formatPeso } from '~/domain/price';
import { addDays, shopDate } from '~/domain/quotation';
import { agingReport, type AgingBucket } from '~/domain/receivables';
import { addressLines } from '~/domain/settings';
import { currentSettings, toCompanyView } from '../settings/settings';
import { PDF_STYLES } from '../shared/pdf-style';
import { customerReceivables, invoiceStates } from './receivables';

const STATEMENT_TEXT = {
  title: 'STATEMENT OF ACCOUNT',
  date: 'Statement date',
  customer: 'Statement for',
  tin: 'TIN',
  invoices: 'Open invoices',
  columns: {
    date: 'Date',
    number: 'Invoice no.',
    due: 'Due date',
    amount: 'Amount',
    paid: 'Paid',
    balance: 'Balance',
  },
  noInvoices: 'No open invoices.',
  payments: 'Payments received (last 90 days)',
  paymentColumns: { date: 'Date', method: 'Method', reference: 'Reference', amount: 'Amount' },
  noPayments: 'No payments in the last 90 days.',
  held: (day: string) => `post-dated, counts from ${day}`,
  aging: 'Aging of the balance',
  buckets: {
    current: 'Current',
    '1-30': '1–30 days',
    '31-60': '31–60 days',
    '61-90': '61–90 days',
    'over-90': 'Over 90 days',
  } satisfies Record<AgingBucket, string>,
  credit: 'Unapplied credit',
  totalDue: 'Total amount due',
  footer: 'Please examine this statement and report any difference to us within 15 days.',
} as const;

/** How far back the statement lists payments received. */
const PAYMENTS_DAYS = 90;

const styles = StyleSheet.create({
  ...PDF_STYLES,
  title: { ...PDF_STYLES.title, fontSize: 16 },
  table: { ...PDF_STYLES.table, marginBottom: 12 },
  cell: { flex: 1, paddingHorizontal: 3 },
  money: { flex: 1, paddingHorizontal: 3, textAlign: 'right' },
  totals: { alignSelf: 'flex-end', width: 250 },
});

interface StatementData {
  company: ReturnType<typeof toCompanyView>;
  customer: { name: string; tin: string; address: string };
  today: string;
  invoices: {
    number: string;
    issuedOn: string;
    dueOn: string;
    amount: string;
    paid: string;
    balance: string;
  }[];
  payments: { receivedOn: string; method: string; reference: string; amount: string }[];
  aging: { bucket: AgingBucket; total: string }[];
  credit: string;
  totalDue: string;
}

function StatementDocument({ data }: { data: StatementData }) {
  const { company, customer } = data;
  const { columns } = STATEMENT_TEXT;
  return (
    <Document title={`${STATEMENT_TEXT.title} ${customer.name}`} author={company.name} creator={company.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={{ maxWidth: 320 }}>
            <Text style={styles.companyName}>{company.name}</Text>
            {addressLines(company.address).map((line) => (
              <Text key={line} style={styles.muted}>
                {line}
              </Text>
            ))}
            {company.tin && (
              <Text style={styles.muted}>
                {STATEMENT_TEXT.tin} {company.tin}
              </Text>
            )}
            <Text style={styles.muted}>{[...company.phones, company.email].join(' · ')}</Text>
          </View>
          <View style={{ alignItems: 'flex-end' }}>
            <Text style={styles.title}>{STATEMENT_TEXT.title}</Text>
            <Text>
              {STATEMENT_TEXT.date}: {formatShopDay(data.today)}
            </Text>
          </View>
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionLabel}>{STATEMENT_TEXT.customer}</Text>
          <Text style={{ fontWeight: 700 }}>{customer.name}</Text>
          {customer.tin && (
            <Text>
              {STATEMENT_TEXT.tin} {customer.tin}
            </Text>
          )}
          {customer.address
            .split('\n')
            .filter(Boolean)
            .map((line) => (
              <Text key={line}>{line}</Text>
            ))}
        </View>

        <Text style={styles.sectionLabel}>{STATEMENT_TEXT.invoices}</Text>
        <View style={styles.table}>
          <View style={[styles.row, styles.headRow]} fixed>
            <Text style={styles.cell}>{columns.date}</Text>
            <Text style={styles.cell}>{columns.number}</Text>
            <Text style={styles.cell}>{columns.due}</Text>
            <Text style={styles.money}>{columns.amount}</Text>
            <Text style={styles.money}>{columns.paid}</Text>
            <Text style={styles.money}>{columns.balance}</Text>
          </View>
          {data.invoices.length === 0 && (
            <View style={styles.row}>
              <Text style={styles.cell}>{STATEMENT_TEXT.noInvoices}</Text>
            </View>
          )}
          {data.invoices.map((invoice) => (
            <View key={invoice.number} style={styles.row} wrap={false}>
              <Text style={styles.cell}>{invoice.issuedOn}</Text>
              <Text style={styles.cell}>{invoice.number}</Text>
              <Text style={styles.cell}>{invoice.dueOn}</Text>
              <Text style={styles.money}>{formatPeso(invoice.amount)}</Text>
              <Text style={styles.money}>{formatPeso(invoice.paid)}</Text>
              <Text style={styles.money}>{formatPeso(invoice.balance)}</Text>
            </View>
          ))}
        </View>

        <Text style={styles.sectionLabel}>{STATEMENT_TEXT.payments}</Text>
        <View style={styles.table}>
          <View style={[styles.row, styles.headRow]}>
            <Text style={styles.cell}>{STATEMENT_TEXT.paymentColumns.date}</Text>
            <Text style={styles.cell}>{STATEMENT_TEXT.paymentColumns.method}</Text>
            <Text style={[styles.cell, { flex: 2 }]}>{STATEMENT_TEXT.paymentColumns.reference}</Text>
            <Text style={styles.money}>{STATEMENT_TEXT.paymentColumns.amount}</Text>
          </View>
          {data.payments.length === 0 && (
            <View style={styles.row}>
              <Text style={styles.cell}>{STATEMENT_TEXT.noPayments}</Text>
            </View>
          )}
          {data.payments.map((payment, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <Text style={styles.cell}>{payment.receivedOn}</Text>
              <Text style={styles.cell}>{payment.method}</Text>
              <Text style={[styles.cell, { flex: 2 }]}>{payment.reference}</Text>
              <Text style={styles.money}>{formatPeso(payment.amount)}</Text>
            </View>
          ))}
        </View>

        <Text style={styles.sectionLabel}>{STATEMENT_TEXT.aging}</Text>
        <View style={styles.table}>
          <View style={[styles.row, styles.headRow]}>
            {data.aging.map((row) => (
              <Text key={row.bucket} style={styles.money}>
                {STATEMENT_TEXT.buckets[row.bucket]}
              </Text>
            ))}
          </View>
          <View style={styles.row}>
            {data.aging.map((row) => (
              <Text key={row.bucket} style={styles.money}>
                {formatPeso(row.total)}
              </Text>
            ))}
          </View>
        </View>

        <View style={styles.totals} wrap={false}>
          {Number(data.credit) > 0 && (
            <View style={styles.totalRow}>
              <Text>{STATEMENT_TEXT.credit}</Text>
              <Text>{formatPeso(data.credit)}</Text>
            </View>
          )}
          <View style={[styles.totalRow, styles.grandTotal]}>
            <Text>{STATEMENT_TEXT.totalDue}</Text>
            <Text>{formatPeso(data.totalDue)}</Text>
          </View>
        </View>
        <Text style={[styles.muted, { marginTop: 18 }]}>{STATEMENT_TEXT.footer}</Text>
      </Page>
    </Document>
  );
}

/**
 * The customer's statement of account as of `now`: open invoices with what cleared payments paid, the payments
 * of the last 90 days (a post-dated check says when it counts), the balance's aging and the total due (the
 * balance less the credit). Null when there is no such customer.
 */
export async function statementPdf(db: DbOrTx, customerId: number, now: Date): Promise<Buffer | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const today = shopDate(now);
  const company = toCompanyView(await currentSettings(db));
  const states = (await invoiceStates(db, eq(invoices.customerId, customerId), today)).filter(
    (state) => state.balance > 0n,
  );
  const received = await db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), gte(payments.receivedOn, addDays(today, -PAYMENTS_DAYS))))
    .orderBy(desc(payments.receivedOn), desc(payments.id));
  const credit = (await customerReceivables(db, customerId, now))?.credit ?? '0.00';
  const balance = states.reduce((total, state) => total + state.balance, 0n);
  const aging = agingReport(
    states.map((state) => ({ invoiceId: state.id, customerId, due: state.dueOn, balance: state.balance })),
    today,
  );
  const due = balance - toCentavos(credit);
  return renderToBuffer(
    <StatementDocument
      data={{
        company,
        customer: { name: customer.name, tin: customer.tin, address: customer.billingAddress },
        today,
        invoices: states.map((state) => ({
          number: state.number,
          issuedOn: state.issuedOn,
          dueOn: state.dueOn,
          amount: fromCentavos(state.amountDue),
          paid: fromCentavos(state.paid),
          balance: fromCentavos(state.balance),
        })),
        payments: received.map((payment) => ({
          receivedOn: payment.receivedOn,
          method: PAYMENT_METHOD_LABELS[payment.method],
          reference: [
            payment.method === 'check' ? `${payment.bank} #${payment.checkNumber}` : payment.reference,
            isHeld({ method: payment.method, check_date: payment.checkDate }, today)
              ? STATEMENT_TEXT.held(payment.checkDate!)
              : '',
          ]
            .filter(Boolean)
            .join(', '),
          amount: payment.amount,
        })),
        aging: aging.map((row) => ({ bucket: row.bucket, total: fromCentavos(row.total) })),
        credit,
        totalDue: fromCentavos(due > 0n ? due : 0n),
      }}
    />,
  );
}
