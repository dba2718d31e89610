import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { paymentTermsLabel } from '~/domain/customer';
import { formatShopDay, formatShopInstant } from '~/domain/dates';
import { formatPeso } from '~/domain/price';
import { VAT_RATE_PERCENT } from '~/domain/quotation-totals';
import type { InvoiceView } from '~/domain/views';
import { PDF_STYLES } from '../shared/pdf-style';

export const INVOICE_PDF_TEXT = {
  title: 'SALES INVOICE',
  number: 'No.',
  date: 'Date',
  terms: 'Terms',
  due: 'Due date',
  po: 'PO no.',
  vatTin: 'VAT Reg. TIN',
  soldTo: 'Sold to',
  tin: 'TIN',
  address: 'Address',
  businessStyle: 'Business style',
  columns: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
  vatableSales: 'VATable sales',
  vatExemptSales: 'VAT-exempt sales',
  zeroRatedSales: 'Zero-rated sales',
  vat: `VAT (${VAT_RATE_PERCENT}%)`,
  totalSales: 'Total sales',
  withholding: (percent: number) => `Less: withholding tax (${percent}%)`,
  finalVat: 'Less: final VAT withheld (5%)',
  amountDue: 'Amount due',
  inWords: 'Amount due in words',
  void: 'VOID',
  voided: (when: string, reason: string) => `Voided ${when}: ${reason}`,
  receivedBy: 'Received the goods in good order and condition',
  signature: 'Signature over printed name / Date',
} as const;

const styles = StyleSheet.create({
  ...PDF_STYLES,
  header: { ...PDF_STYLES.header, marginBottom: 14 },
  seller: { maxWidth: 320 },
  companyName: { ...PDF_STYLES.companyName, marginBottom: 4 },
  title: { ...PDF_STYLES.title, fontSize: 17 },
  metaLabel: { color: '#475569', width: 60, textAlign: 'right' },
  metaValue: { fontWeight: 700, width: 110 },
  void: {
    borderWidth: 2,
    borderColor: '#b91c1c',
    color: '#b91c1c',
    padding: 6,
    marginBottom: 12,
    alignItems: 'center',
  },
  voidWord: { fontSize: 28, lineHeight: 1.1, fontWeight: 700 },
  parties: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 12, gap: 16 },
  buyer: { flex: 1 },
  field: { flexDirection: 'row', gap: 6 },
  fieldLabel: { color: '#475569', width: 72 },
  fieldValue: { flex: 1 },
  cDescription: { flex: 1, paddingHorizontal: 3 },
  cQuantity: { width: 40, textAlign: 'right', paddingHorizontal: 3 },
  cMoney: { width: 84, textAlign: 'right', paddingHorizontal: 3 },
  totals: { alignSelf: 'flex-end', width: 270, marginBottom: 8 },
  strong: { fontWeight: 700 },
  signature: { width: 260, marginTop: 24 },
  signatureLine: { ...PDF_STYLES.signatureLine, marginTop: 30 },
});

function Field({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.field}>
      <Text style={styles.fieldLabel}>{label}</Text>
      <Text style={styles.fieldValue}>{value}</Text>
    </View>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.metaRow}>
      <Text style={styles.metaLabel}>{label}</Text>
      <Text style={styles.metaValue}>{value}</Text>
    </View>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <View style={[styles.totalRow, ...(strong ? [styles.strong] : [])]}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const text = INVOICE_PDF_TEXT;
  return (
    <Document
      title={`${text.title} ${invoice.number}`}
      author={invoice.seller.name}
      creator={invoice.seller.name}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.seller}>
            <Text style={styles.companyName}>{invoice.seller.name}</Text>
            <Text style={styles.muted}>{invoice.seller.address}</Text>
            <Text style={styles.muted}>
              {text.vatTin} {invoice.seller.tin}
            </Text>
          </View>
          <View style={styles.titleBlock}>
            <Text style={styles.title}>{text.title}</Text>
            <Meta label={text.number} value={invoice.number} />
            <Meta label={text.date} value={formatShopDay(invoice.issued_on)} />
          </View>
        </View>

        {invoice.voided_at && (
          <View style={styles.void}>
            <Text style={styles.voidWord}>{text.void}</Text>
            <Text>{text.voided(formatShopInstant(new Date(invoice.voided_at)), invoice.void_reason)}</Text>
          </View>
        )}

        <View style={styles.parties}>
          <View style={styles.buyer}>
            <Text style={styles.sectionLabel}>{text.soldTo}</Text>
            <Text style={styles.strong}>{invoice.buyer.name}</Text>
            <Field label={text.tin} value={invoice.buyer.tin} />
            <Field label={text.address} value={invoice.buyer.address} />
            <Field label={text.businessStyle} value={invoice.buyer.business_style} />
          </View>
          <View>
            <Meta label={text.terms} value={paymentTermsLabel(invoice.terms_days)} />
            <Meta label={text.due} value={formatShopDay(invoice.due_on)} />
            <Meta label={text.po} value={invoice.po_number || '—'} />
          </View>
        </View>

        <View style={styles.table}>
          <View style={[styles.row, styles.headRow]} fixed>
            <Text style={styles.cDescription}>{text.columns.description}</Text>
            <Text style={styles.cQuantity}>{text.columns.quantity}</Text>
            <Text style={styles.cMoney}>{text.columns.unitPrice}</Text>
            <Text style={styles.cMoney}>{text.columns.amount}</Text>
          </View>
          {invoice.lines.map((line) => (
            <View key={line.id} style={styles.row} wrap={false}>
              <Text style={styles.cDescription}>{line.description}</Text>
              <Text style={styles.cQuantity}>{line.quantity}</Text>
              <Text style={styles.cMoney}>{formatPeso(line.unit_price)}</Text>
              <Text style={styles.cMoney}>{formatPeso(line.amount)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.totals} wrap={false}>
          <TotalRow label={text.vatableSales} value={formatPeso(invoice.vatable_sales)} />
          <TotalRow label={text.vatExemptSales} value={formatPeso(invoice.vat_exempt_sales)} />
          <TotalRow label={text.zeroRatedSales} value={formatPeso(invoice.zero_rated_sales)} />
          <TotalRow label={text.vat} value={formatPeso(invoice.vat)} />
          <TotalRow label={text.totalSales} value={formatPeso(invoice.total)} strong />
          {Number(invoice.creditable_withholding) > 0 && (
            <TotalRow
              label={text.withholding(invoice.withholding_percent)}
              value={`−${formatPeso(invoice.creditable_withholding)}`}
            />
          )}
          {Number(invoice.final_vat_withheld) > 0 && (
            <TotalRow label={text.finalVat} value={`−${formatPeso(invoice.final_vat_withheld)}`} />
          )}
          <View style={[styles.totalRow, styles.grandTotal]}>
            <Text>{text.amountDue}</Text>
            <Text>{formatPeso(invoice.amount_due)}</Text>
          </View>
        </View>

        <View style={styles.words} wrap={false}>
          <Text style={styles.sectionLabel}>{text.inWords}</Text>
          <Text>{invoice.amount_in_words}</Text>
        </View>

        <View style={styles.signature} wrap={false}>
          <Text style={styles.sectionLabel}>{text.receivedBy}</Text>
          <Text style={styles.signatureLine}>{text.signature}</Text>
        </View>
      </Page>
    </Document>
  );
}

/** The invoice as issued, an A4 PDF: every block is the stored copy, so a reprint reads as the original. */
export function invoicePdf(invoice: InvoiceView): Promise<Buffer> {
  return renderToBuffer(<InvoiceDocument invoice={invoice} />);
}
