import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatShopDay, formatShopInstant } from '~/domain/dates';
import { formatPeso } from '~/domain/price';
import { eq } from 'drizzle-orm';
import { preparedByName, type QuotationView } from '~/domain/quotation';
import { amountInWords, pesosToCentavos } from '~/domain/quotation-totals';
import { addressLines, type CompanyView } from '~/domain/settings';
import type { DbOrTx } from '~/db/client';
import { quotations, users } from '~/db/schema';
import type { MediaStore } from '../media/media-store';
import { currentSettings, toCompanyView } from '../settings/settings';
import { mediaName, type StoredImage } from '../shared/media-urls';
import { PDF_STYLES } from '../shared/pdf-style';

export const PDF_TEXT = {
  title: 'QUOTATION',
  number: 'Quotation no.',
  date: 'Date',
  validUntil: 'Valid until',
  customer: 'Quotation for',
  tin: 'TIN',
  columns: {
    line: '#',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    amount: 'Amount',
  },
  linesTotal: 'Total of lines',
  discount: 'Less: discount',
  vatableSales: 'VATable sales',
  vat: (rate: string) => `VAT (${Number(rate)}%)`,
  total: 'Total amount due',
  vatIncluded: 'Prices include 12% VAT.',
  vatExcluded: 'Prices exclude VAT; 12% VAT is added.',
  inWords: 'Amount in words',
  terms: 'Terms',
  notes: 'Notes',
  validity: (date: string) => `This quotation is valid until ${date}.`,
  preparedBy: 'Prepared by',
  conforme: 'Conforme (customer)',
  signatureLine: 'Signature over printed name / Date',
} as const;

const styles = StyleSheet.create({
  ...PDF_STYLES,
  company: { flexDirection: 'row', gap: 10, maxWidth: 330 },
  logo: { width: 56, height: 56, objectFit: 'contain' },
  metaLabel: { color: '#475569', width: 70, textAlign: 'right' },
  metaValue: { fontWeight: 700, width: 100 },
  cLine: { width: 20, paddingHorizontal: 3 },
  cDescription: { flex: 1, paddingHorizontal: 3 },
  cQuantity: { width: 36, textAlign: 'right', paddingHorizontal: 3 },
  cMoney: { width: 78, textAlign: 'right', paddingHorizontal: 3 },
  cDiscount: { width: 62, textAlign: 'right', paddingHorizontal: 3 },
  totals: { alignSelf: 'flex-end', width: 250, marginBottom: 8 },
  signatures: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 30 },
  signature: { width: 220 },
});

function lineDiscount(line: QuotationView['lines'][number]): string {
  if (Number(line.discount_percent) > 0) return `${Number(line.discount_percent)}%`;
  if (Number(line.discount_amount) > 0) return formatPeso(line.discount_amount);
  return '';
}

function QuotationDocument({
  quotation,
  company,
  logo,
  preparedBy,
}: {
  quotation: QuotationView;
  company: CompanyView;
  logo: Buffer | null;
  preparedBy: string | null;
}) {
  const issued = formatShopInstant(new Date(quotation.sent_at ?? quotation.created_at));
  const customer = [
    quotation.customer_company,
    quotation.customer_address,
    quotation.customer_email,
    quotation.customer_phone,
  ].filter(Boolean);
  const hasDiscount = quotation.lines.some((line) => lineDiscount(line) !== '');
  return (
    <Document title={`${PDF_TEXT.title} ${quotation.number}`} author={company.name} creator={company.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.company}>
            {logo && <Image style={styles.logo} src={logo} />}
            <View>
              <Text style={styles.companyName}>{company.name}</Text>
              {addressLines(company.address).map((line) => (
                <Text key={line} style={styles.muted}>
                  {line}
                </Text>
              ))}
              {company.tin && (
                <Text style={styles.muted}>
                  {PDF_TEXT.tin} {company.tin}
                </Text>
              )}
              <Text style={styles.muted}>{[...company.phones, company.email].join(' · ')}</Text>
            </View>
          </View>
          <View style={styles.titleBlock}>
            <Text style={styles.title}>{PDF_TEXT.title}</Text>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>{PDF_TEXT.number}</Text>
              <Text style={styles.metaValue}>{quotation.number}</Text>
            </View>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>{PDF_TEXT.date}</Text>
              <Text style={styles.metaValue}>{issued}</Text>
            </View>
            <View style={styles.metaRow}>
              <Text style={styles.metaLabel}>{PDF_TEXT.validUntil}</Text>
              <Text style={styles.metaValue}>{formatShopDay(quotation.valid_until)}</Text>
            </View>
          </View>
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionLabel}>{PDF_TEXT.customer}</Text>
          <Text style={{ fontWeight: 700 }}>{quotation.customer_name}</Text>
          {customer.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </View>

        <View style={styles.table}>
          <View style={[styles.row, styles.headRow]} fixed>
            <Text style={styles.cLine}>{PDF_TEXT.columns.line}</Text>
            <Text style={styles.cDescription}>{PDF_TEXT.columns.description}</Text>
            <Text style={styles.cQuantity}>{PDF_TEXT.columns.quantity}</Text>
            <Text style={styles.cMoney}>{PDF_TEXT.columns.unitPrice}</Text>
            {hasDiscount && <Text style={styles.cDiscount}>{PDF_TEXT.columns.discount}</Text>}
            <Text style={styles.cMoney}>{PDF_TEXT.columns.amount}</Text>
          </View>
          {quotation.lines.map((line, index) => (
            <View key={line.id} style={styles.row} wrap={false}>
              <Text style={styles.cLine}>{index + 1}</Text>
              <Text style={styles.cDescription}>{line.description}</Text>
              <Text style={styles.cQuantity}>{line.quantity}</Text>
              <Text style={styles.cMoney}>{formatPeso(line.unit_price)}</Text>
              {hasDiscount && <Text style={styles.cDiscount}>{lineDiscount(line)}</Text>}
              <Text style={styles.cMoney}>{formatPeso(line.line_total)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.totals} wrap={false}>
          {Number(quotation.discount) > 0 && (
            <>
              <View style={styles.totalRow}>
                <Text>{PDF_TEXT.linesTotal}</Text>
                <Text>{formatPeso(quotation.lines_total)}</Text>
              </View>
              <View style={styles.totalRow}>
                <Text>{PDF_TEXT.discount}</Text>
                <Text>−{formatPeso(quotation.discount)}</Text>
              </View>
            </>
          )}
          <View style={styles.totalRow}>
            <Text>{PDF_TEXT.vatableSales}</Text>
            <Text>{formatPeso(quotation.subtotal)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text>{PDF_TEXT.vat(quotation.vat_rate)}</Text>
            <Text>{formatPeso(quotation.vat)}</Text>
          </View>
          <View style={[styles.totalRow, styles.grandTotal]}>
            <Text>{PDF_TEXT.total}</Text>
            <Text>{formatPeso(quotation.total)}</Text>
          </View>
          <Text style={styles.muted}>
            {quotation.prices_include_vat ? PDF_TEXT.vatIncluded : PDF_TEXT.vatExcluded}
          </Text>
        </View>

        <View style={styles.words} wrap={false}>
          <Text style={styles.sectionLabel}>{PDF_TEXT.inWords}</Text>
          <Text>{amountInWords(pesosToCentavos(quotation.total))}</Text>
        </View>

        {quotation.terms && (
          <View style={styles.section}>
            <Text style={styles.sectionLabel}>{PDF_TEXT.terms}</Text>
            <Text>{quotation.terms}</Text>
          </View>
        )}
        {quotation.notes && (
          <View style={styles.section}>
            <Text style={styles.sectionLabel}>{PDF_TEXT.notes}</Text>
            <Text>{quotation.notes}</Text>
          </View>
        )}
        <Text style={{ fontWeight: 700 }}>{PDF_TEXT.validity(formatShopDay(quotation.valid_until))}</Text>

        <View style={styles.signatures} wrap={false}>
          <View style={styles.signature}>
            <Text style={styles.sectionLabel}>{PDF_TEXT.preparedBy}</Text>
            <Text style={styles.signatureLine}>{preparedBy ?? company.name}</Text>
            <Text style={styles.muted}>{company.name}</Text>
          </View>
          <View style={styles.signature}>
            <Text style={styles.sectionLabel}>{PDF_TEXT.conforme}</Text>
            <Text style={styles.signatureLine}>{PDF_TEXT.signatureLine}</Text>
            <Text style={styles.muted}>{quotation.customer_company || quotation.customer_name}</Text>
          </View>
        </View>
      </Page>
    </Document>
  );
}

/** The stored logo (WebP, which PDF cannot embed) as a PNG small enough for a letterhead. */
async function logoPng(media: MediaStore, logo: StoredImage | null): Promise<Buffer | null> {
  if (!logo) return null;
  const file = await media.get(mediaName(logo.mediaKey, Math.max(...logo.widths)));
  if (!file) return null;
  const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
  const { default: sharp } = await import('sharp');
  return sharp(bytes)
    .resize({ width: 240, height: 240, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** The quotation as an A4 PDF with the company's current letterhead. */
export async function quotationPdf(db: DbOrTx, media: MediaStore, quotation: QuotationView): Promise<Buffer> {
  const current = await currentSettings(db);
  const company = toCompanyView(current);
  const logo = await logoPng(media, current.logo);
  const [creator] = await db
    .select({ username: users.username, fullName: users.fullName, position: users.position })
    .from(quotations)
    .innerJoin(users, eq(users.id, quotations.createdBy))
    .where(eq(quotations.id, quotation.id));
  return renderToBuffer(
    <QuotationDocument
      quotation={quotation}
      company={company}
      logo={logo}
      preparedBy={creator ? preparedByName(creator) : null}
    />,
  );
}
