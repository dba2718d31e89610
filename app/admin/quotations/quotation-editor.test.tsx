import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen } from '../shared/test-render';
import QuotationEditorScreen from './quotation-editor';

const text = adminMessages.quotations;

/** The totals panel as a person reads it: each figure by its label. */
function totals(): Record<string, string | null | undefined> {
  const list = screen.getByLabelText('Totals');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** A line's total as a screen reader reads it ("Line total" is for screen readers only). */
function lineTotal(number: number): string | null | undefined {
  const line = within(screen.getByRole('listitem', { name: `Line ${number}` }));
  return line.getByText('Line total').parentElement?.textContent;
}

/** A new quotation with two free-text lines typed in: 4 × ₱250.00 and 1 × ₱120.00. */
async function typeTwoLines() {
  const rendered = renderScreen(QuotationEditorScreen, { path: adminPaths.newQuotation });
  const { user } = rendered;
  for (const [description, quantity, price] of [
    ['Network cabling', '4', '250'],
    ['Installation', '1', '120'],
  ] as const) {
    await user.click(screen.getByRole('button', { name: 'Add a free-text line' }));
    const line = within(screen.getAllByRole('listitem', { name: /^Line / }).at(-1)!);
    await user.type(line.getByLabelText('Description'), description);
    await user.clear(line.getByLabelText('Quantity'));
    await user.type(line.getByLabelText('Quantity'), quantity);
    await user.type(line.getByLabelText('Unit price (₱)'), price);
  }
  return rendered;
}

describe('the quotation editor', () => {
  it('works out each line and the totals from what is typed, in pesos', async () => {
    const { user } = await typeTwoLines();

    expect(lineTotal(1)).toBe('Line total ₱1,000.00');
    expect(lineTotal(2)).toBe('Line total ₱120.00');
    // Prices include VAT by default: the VAT is the part of ₱1,120.00 above ₱1,000.00.
    expect(totals()).toEqual({
      Lines: '₱1,120.00',
      'VATable sales': '₱1,000.00',
      'VAT (12%)': '₱120.00',
      Total: '₱1,120.00',
    });

    const first = within(screen.getByRole('listitem', { name: 'Line 1' }));
    await user.clear(first.getByLabelText('Quantity'));
    await user.type(first.getByLabelText('Quantity'), '10');
    expect(lineTotal(1)).toBe('Line total ₱2,500.00');
    expect(totals()).toMatchObject({ Lines: '₱2,620.00', Total: '₱2,620.00' });

    await user.type(screen.getByLabelText('Overall discount'), '20');
    expect(totals()).toMatchObject({ Discount: '−₱20.00', Total: '₱2,600.00' });
  });

  it("shows the server's error about one line's quantity beside that line's quantity", async () => {
    const refusal = `Line 2: ${adminMessages.quotation.quantityInvalid}`;
    const sent = fakeApi({
      'POST /api/quotations/': {
        status: 400,
        body: { detail: refusal, lines: [{}, { quantity: [adminMessages.quotation.quantityInvalid] }] },
      },
    });
    const { user } = await typeTwoLines();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(text.saveFailed)).toBeTruthy();
    const second = within(screen.getByRole('listitem', { name: 'Line 2' }));
    expect(
      second.getByRole('spinbutton', {
        name: 'Quantity',
        description: adminMessages.quotation.quantityInvalid,
      }),
    ).toBeTruthy();
    const first = within(screen.getByRole('listitem', { name: 'Line 1' }));
    expect(first.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('aria-invalid')).toBeNull();
    expect(
      screen.queryByText(adminMessages.quotation.quantityInvalid, { selector: '[role=alert]' }),
    ).toBeNull();

    // Quantities go as typed, so the server's messages name what the person typed.
    const body = (await sent[0]?.json()) as { lines: { description: string; quantity: string }[] };
    expect(body.lines).toEqual([
      expect.objectContaining({ description: 'Network cabling', quantity: '4', unit_price: '250' }),
      expect.objectContaining({ description: 'Installation', quantity: '1', unit_price: '120' }),
    ]);
  });
});
