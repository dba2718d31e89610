import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_TAX_CLASSES, type CustomerTaxClass } from './customer';
import { invoiceTaxLines, type InvoiceTaxInput } from './invoice-tax';
import { centavosToPesos, pesosToCentavos } from './quotation-totals';

const inPesos = (input: Omit<InvoiceTaxInput, 'amount'> & { amount: string }) => {
  const lines = invoiceTaxLines({ ...input, amount: pesosToCentavos(input.amount) });
  return Object.fromEntries(Object.entries(lines).map(([key, value]) => [key, centavosToPesos(value)]));
};

describe('the tax lines of a sales invoice', () => {
  const cases: Array<{
    name: string;
    taxClass: CustomerTaxClass;
    amount: string;
    pricesIncludeVat: boolean;
    withholdingPercent: number;
    expected: Record<string, string>;
  }> = [
    {
      name: 'a VAT-registered buyer at VAT-inclusive prices',
      taxClass: 'vat',
      amount: '1120.00',
      pricesIncludeVat: true,
      withholdingPercent: 0,
      expected: {
        vatableSales: '1000.00',
        vatExemptSales: '0.00',
        zeroRatedSales: '0.00',
        vat: '120.00',
        totalSales: '1120.00',
        withholdingTax: '0.00',
        finalVatWithheld: '0.00',
        amountDue: '1120.00',
      },
    },
    {
      name: 'a VAT-registered buyer at prices without VAT',
      taxClass: 'vat',
      amount: '1000.00',
      pricesIncludeVat: false,
      withholdingPercent: 0,
      expected: {
        vatableSales: '1000.00',
        vatExemptSales: '0.00',
        zeroRatedSales: '0.00',
        vat: '120.00',
        totalSales: '1120.00',
        withholdingTax: '0.00',
        finalVatWithheld: '0.00',
        amountDue: '1120.00',
      },
    },
    {
      name: 'a zero-rated (PEZA) buyer',
      taxClass: 'zero_rated',
      amount: '1120.00',
      pricesIncludeVat: true,
      withholdingPercent: 0,
      expected: {
        vatableSales: '0.00',
        vatExemptSales: '0.00',
        zeroRatedSales: '1120.00',
        vat: '0.00',
        totalSales: '1120.00',
        withholdingTax: '0.00',
        finalVatWithheld: '0.00',
        amountDue: '1120.00',
      },
    },
    {
      name: 'a VAT-exempt buyer',
      taxClass: 'vat_exempt',
      amount: '1120.00',
      pricesIncludeVat: true,
      withholdingPercent: 0,
      expected: {
        vatableSales: '0.00',
        vatExemptSales: '1120.00',
        zeroRatedSales: '0.00',
        vat: '0.00',
        totalSales: '1120.00',
        withholdingTax: '0.00',
        finalVatWithheld: '0.00',
        amountDue: '1120.00',
      },
    },
    {
      name: 'a VAT-registered buyer withholding 1 % on goods (of the net of VAT)',
      taxClass: 'vat',
      amount: '1120.00',
      pricesIncludeVat: true,
      withholdingPercent: 1,
      expected: {
        vatableSales: '1000.00',
        vatExemptSales: '0.00',
        zeroRatedSales: '0.00',
        vat: '120.00',
        totalSales: '1120.00',
        withholdingTax: '10.00',
        finalVatWithheld: '0.00',
        amountDue: '1110.00',
      },
    },
    {
      name: 'a buyer withholding 2 % on services',
      taxClass: 'vat',
      amount: '56000.00',
      pricesIncludeVat: true,
      withholdingPercent: 2,
      expected: {
        vatableSales: '50000.00',
        vatExemptSales: '0.00',
        zeroRatedSales: '0.00',
        vat: '6000.00',
        totalSales: '56000.00',
        withholdingTax: '1000.00',
        finalVatWithheld: '0.00',
        amountDue: '55000.00',
      },
    },
    {
      name: 'a government office: VAT, 1 % income tax and 5 % final VAT withheld',
      taxClass: 'government',
      amount: '112000.00',
      pricesIncludeVat: true,
      withholdingPercent: 1,
      expected: {
        vatableSales: '100000.00',
        vatExemptSales: '0.00',
        zeroRatedSales: '0.00',
        vat: '12000.00',
        totalSales: '112000.00',
        withholdingTax: '1000.00',
        finalVatWithheld: '5000.00',
        amountDue: '106000.00',
      },
    },
    {
      name: 'a zero-rated buyer that withholds 1 % of the whole amount (there is no VAT to take out)',
      taxClass: 'zero_rated',
      amount: '1120.00',
      pricesIncludeVat: true,
      withholdingPercent: 1,
      expected: {
        vatableSales: '0.00',
        vatExemptSales: '0.00',
        zeroRatedSales: '1120.00',
        vat: '0.00',
        totalSales: '1120.00',
        withholdingTax: '11.20',
        finalVatWithheld: '0.00',
        amountDue: '1108.80',
      },
    },
    {
      name: 'an odd centavo: VAT rounds to the nearest centavo, halves away from zero',
      taxClass: 'vat',
      amount: '99.99',
      pricesIncludeVat: true,
      withholdingPercent: 1,
      expected: {
        vatableSales: '89.28',
        vatExemptSales: '0.00',
        zeroRatedSales: '0.00',
        vat: '10.71',
        totalSales: '99.99',
        withholdingTax: '0.89',
        finalVatWithheld: '0.00',
        amountDue: '99.10',
      },
    },
  ];

  it.each(cases)('$name', ({ taxClass, amount, pricesIncludeVat, withholdingPercent, expected }) => {
    expect(inPesos({ taxClass, amount, pricesIncludeVat, withholdingPercent })).toEqual(expected);
  });

  const anyInput = fc.record({
    amount: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
    pricesIncludeVat: fc.boolean(),
    taxClass: fc.constantFrom(...CUSTOMER_TAX_CLASSES),
    withholdingPercent: fc.constantFrom(0, 1, 2),
  });

  it('adds up: the kinds of sales and the VAT make the total, the withholdings and the amount due make it too', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const lines = invoiceTaxLines(input);
        expect(lines.vatableSales + lines.vatExemptSales + lines.zeroRatedSales + lines.vat).toBe(
          lines.totalSales,
        );
        expect(lines.amountDue + lines.withholdingTax + lines.finalVatWithheld).toBe(lines.totalSales);
        expect(lines.amountDue >= 0n).toBe(true);
      }),
    );
  });

  it('prints only the column of sales that the buyer’s tax class names', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const lines = invoiceTaxLines(input);
        const columns = {
          vat: lines.vatExemptSales + lines.zeroRatedSales,
          government: lines.vatExemptSales + lines.zeroRatedSales,
          zero_rated: lines.vatableSales + lines.vatExemptSales + lines.vat,
          vat_exempt: lines.vatableSales + lines.zeroRatedSales + lines.vat,
        };
        expect(columns[input.taxClass]).toBe(0n);
      }),
    );
  });

  it('never charges a VAT-inclusive buyer more than the shelf amount', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(invoiceTaxLines({ ...input, pricesIncludeVat: true }).totalSales).toBe(input.amount);
      }),
    );
  });
});
