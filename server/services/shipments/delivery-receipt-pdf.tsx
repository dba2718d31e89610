import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { DbOrTx } from '~/db/client';
import { formatShopDay } from '~/domain/dates';
import { addressLines, type CompanyView } from '~/domain/settings';
import type { ShipmentView } from '~/domain/views';
import { getCompany } from '../settings/settings';
import { PDF_STYLES } from '../shared/pdf-style';

export const DR_TEXT = {
  title: 'DELIVERY RECEIPT',
  number: 'DR no.',
  date: 'Date',
  order: 'Order',
  poNumber: 'PO no.',
  tin: 'TIN',
  deliveredTo: 'Delivered to',
  deliveryAddress: 'Delivery address',
  columns: { line: '#', description: 'Description', quantity: 'Qty', serials: 'Serial numbers' },
  units: (count: number) => `${count} unit${count === 1 ? '' : 's'} in all`,
  notes: 'Notes',
  received: 'Received the above goods in good order and condition.',
  signature: 'Signature over printed name',
  receivedDate: 'Date received',
  receivedBy: 'Received by',
  deliveredBy: 'Delivered by',
} as const;

const styles = StyleSheet.create({
  ...PDF_STYLES,
  company: { maxWidth: 300 },
  metaLabel: { color: '#475569', width: 60, textAlign: 'right' },
  metaValue: { fontWeight: 700, width: 100 },
  cLine: { width: 20, paddingHorizontal: 3 },
  cDescription: { flex: 1, paddingHorizontal: 3 },
  cQuantity: { width: 36, textAlign: 'right', paddingHorizontal: 3 },
  cSerialsHead: { width: 190, paddingHorizontal: 3 },
  // Serials in a fixed-width face, so 0 and O or 1 and I read apart when a unit is checked against its label.
  cSerials: { width: 190, paddingHorizontal: 3, fontFamily: 'Courier', fontSize: 8.5 },
  signatures: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 24 },
  signature: { width: 230 },
});

function ReceiptDocument({ shipment, company }: { shipment: ShipmentView; company: CompanyView }) {
  const units = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
  const meta: [string, string][] = [
    [DR_TEXT.number, shipment.number],
    [DR_TEXT.date, formatShopDay(shipment.delivered_on)],
    [DR_TEXT.order, `#${shipment.order}`],
  ];
  if (shipment.po_number) meta.push([DR_TEXT.poNumber, shipment.po_number]);
  return (
    <Document title={`${DR_TEXT.title} ${shipment.number}`} author={company.name} creator={company.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.company}>
            <Text style={styles.companyName}>{company.name}</Text>
            {addressLines(company.address).map((line) => (
              <Text key={line} style={styles.muted}>
                {line}
              </Text>
            ))}
            {company.tin && (
              <Text style={styles.muted}>
                {DR_TEXT.tin} {company.tin}
              </Text>
            )}
            <Text style={styles.muted}>{[...company.phones, company.email].filter(Boolean).join(' · ')}</Text>
          </View>
          <View style={styles.titleBlock}>
            <Text style={styles.title}>{DR_TEXT.title}</Text>
            {meta.map(([label, value]) => (
              <View key={label} style={styles.metaRow}>
                <Text style={styles.metaLabel}>{label}</Text>
                <Text style={styles.metaValue}>{value}</Text>
              </View>
            ))}
          </View>
        </View>

        <View style={styles.section}>
          <Text style={styles.sectionLabel}>{DR_TEXT.deliveredTo}</Text>
          <Text style={{ fontWeight: 700 }}>{shipment.buyer_name}</Text>
          {shipment.buyer_tin && (
            <Text>
              {DR_TEXT.tin} {shipment.buyer_tin}
            </Text>
          )}
        </View>
        {shipment.delivery_address && (
          <View style={styles.section}>
            <Text style={styles.sectionLabel}>{DR_TEXT.deliveryAddress}</Text>
            <Text>{shipment.delivery_address}</Text>
          </View>
        )}

        <View style={styles.table}>
          <View style={[styles.row, styles.headRow]} fixed>
            <Text style={styles.cLine}>{DR_TEXT.columns.line}</Text>
            <Text style={styles.cDescription}>{DR_TEXT.columns.description}</Text>
            <Text style={styles.cQuantity}>{DR_TEXT.columns.quantity}</Text>
            <Text style={styles.cSerialsHead}>{DR_TEXT.columns.serials}</Text>
          </View>
          {shipment.lines.map((line, index) => (
            <View key={line.id} style={styles.row} wrap={false}>
              <Text style={styles.cLine}>{index + 1}</Text>
              <Text style={styles.cDescription}>{line.product_name}</Text>
              <Text style={styles.cQuantity}>{line.quantity}</Text>
              <View style={styles.cSerials}>
                {line.serials.map((serial) => (
                  <Text key={serial}>{serial}</Text>
                ))}
              </View>
            </View>
          ))}
        </View>
        <Text style={[styles.muted, styles.section]}>{DR_TEXT.units(units)}</Text>

        {shipment.notes && (
          <View style={styles.section}>
            <Text style={styles.sectionLabel}>{DR_TEXT.notes}</Text>
            <Text>{shipment.notes}</Text>
          </View>
        )}

        <View wrap={false}>
          <Text style={{ fontWeight: 700, marginTop: 12 }}>{DR_TEXT.received}</Text>
          <View style={styles.signatures}>
            <View style={styles.signature}>
              <Text style={styles.sectionLabel}>{DR_TEXT.receivedBy}</Text>
              <Text style={styles.signatureLine}>{DR_TEXT.signature}</Text>
              <Text style={styles.signatureLine}>{DR_TEXT.receivedDate}</Text>
            </View>
            <View style={styles.signature}>
              <Text style={styles.sectionLabel}>{DR_TEXT.deliveredBy}</Text>
              <Text style={styles.signatureLine}>{DR_TEXT.signature}</Text>
              <Text style={styles.muted}>{company.name}</Text>
            </View>
          </View>
        </View>
      </Page>
    </Document>
  );
}

/** The delivery receipt as an A4 PDF under the company's current name, address and TIN. */
export async function deliveryReceiptPdf(db: DbOrTx, shipment: ShipmentView): Promise<Buffer> {
  return renderToBuffer(<ReceiptDocument shipment={shipment} company={await getCompany(db)} />);
}
