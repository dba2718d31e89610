import type { InvoiceTaxLines } from '~/domain/invoice-tax';
import { fromCentavos } from '~/domain/order';
import { formatPeso } from '~/domain/price';

/** The printed tax lines in pesos (as the API answers them). */
export interface TaxFigures {
  vatable_sales: string;
  vat_exempt_sales: string;
  zero_rated_sales: string;
  vat: string;
  total: string;
  creditable_withholding: string;
  final_vat_withheld: string;
  amount_due: string;
}

export function TaxFiguresList({
  figures,
  withholdingPercent,
}: {
  figures: TaxFigures;
  withholdingPercent: number;
}) {
  const rows: [string, string][] = [
    ['VATable sales', figures.vatable_sales],
    ['VAT-exempt sales', figures.vat_exempt_sales],
    ['Zero-rated sales', figures.zero_rated_sales],
    ['VAT (12%)', figures.vat],
    ['Total sales', figures.total],
  ];
  if (Number(figures.creditable_withholding) > 0)
    rows.push([`Less: withholding tax (${withholdingPercent}%)`, `-${figures.creditable_withholding}`]);
  if (Number(figures.final_vat_withheld) > 0)
    rows.push(['Less: final VAT withheld (5%)', `-${figures.final_vat_withheld}`]);
  return (
    <dl className="space-y-1 text-sm" aria-label="Tax lines">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="tabular-nums">{formatPeso(value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base font-semibold">
        <dt>Amount due</dt>
        <dd className="tabular-nums">{formatPeso(figures.amount_due)}</dd>
      </div>
    </dl>
  );
}

/** The figures an invoice would print, from the same function the server issues it with. */
export function InvoicePreview({
  tax,
  withholdingPercent,
}: {
  tax: InvoiceTaxLines;
  withholdingPercent: number;
}) {
  return (
    <TaxFiguresList
      withholdingPercent={withholdingPercent}
      figures={{
        vatable_sales: fromCentavos(tax.vatableSales),
        vat_exempt_sales: fromCentavos(tax.vatExemptSales),
        zero_rated_sales: fromCentavos(tax.zeroRatedSales),
        vat: fromCentavos(tax.vat),
        total: fromCentavos(tax.totalSales),
        creditable_withholding: fromCentavos(tax.withholdingTax),
        final_vat_withheld: fromCentavos(tax.finalVatWithheld),
        amount_due: fromCentavos(tax.amountDue),
      }}
    />
  );
}
