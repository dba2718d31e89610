import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import type { components } from '~/app/lib/api-schema';
import { PDF_TEXT } from '../../services/quotations/quotation-pdf';
import { updateSettings } from '../../services/settings/settings';
import { pngImage } from '../../test/fixtures/images';
import { dataOf, insertCategory, insertProduct, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
let quotation: components['schemas']['Quotation'];

beforeAll(async () => {
  await updateSettings(ctx.db, { ...DEMO_SETTINGS, tin: '123-456-789-000' }, admin, ctx.clock.current);
  await ctx.db
    .update(users)
    .set({ fullName: 'Ana Reyes', position: 'Sales Manager' })
    .where(eq(users.username, staff.username));
  const logo = new FormData();
  logo.append('logo', new Blob([new Uint8Array(await pngImage(400, 200))]), 'logo.png');
  expect((await ctx.request('PUT', '/api/settings/logo/', { body: logo, token: admin.access })).status).toBe(
    200,
  );
  const laptop = await insertProduct(ctx, {
    name: 'HP ProBook 450 G10',
    brand: 'HP',
    price: '52990',
    stock: 12,
    category: await insertCategory(ctx, 'Laptops', 'laptops'),
  });
  const created = await ctx.apiFor(staff.access).POST('/api/quotations/', {
    body: {
      customer_name: 'Maria Santos',
      customer_company: 'Santos Trading Corp.',
      customer_email: 'maria@example.ph',
      customer_phone: '+63 917 555 0101',
      customer_address: '12 Mabini St., Makati City',
      terms: '50% down payment, balance upon delivery. Delivery within 7 working days.',
      notes: 'Thank you for considering Grow Better IT.',
      discount_amount: '1000',
      lines: [
        { product: laptop.id, quantity: 20, discount_percent: '5' },
        { description: 'Installation and setup', quantity: 1, unit_price: '3500' },
      ],
    },
  });
  quotation = dataOf(created, 201);
}, 60_000);

async function pdfOf(id: number, token = staff.access) {
  return ctx.request('GET', `/api/quotations/${id}/pdf/`, { token });
}

describe('the quotation PDF', () => {
  it('is a PDF named after the quotation, never cached by a shared cache', async () => {
    const response = await pdfOf(quotation.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${quotation.number}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    if (process.env.QUOTE_PDF_OUT) await writeFile(process.env.QUOTE_PDF_OUT, bytes);
  });

  it('prints the letterhead, the customer, every line and every figure, in pesos and in words', async () => {
    const bytes = new Uint8Array(await (await pdfOf(quotation.id)).arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    // 20 × 52,990 = 1,059,800 − 5 % = 1,006,810; + 3,500 = 1,010,310; − 1,000 = 1,009,310 (VAT included).
    // VAT = 1,009,310 × 12 / 112 = 108,140.357… → 108,140.36; VATable sales 901,169.64.
    expect(quotation).toMatchObject({
      lines_total: '1010310.00',
      discount: '1000.00',
      total: '1009310.00',
      vat: '108140.36',
      subtotal: '901169.64',
    });
    const expected = [
      DEMO_SETTINGS.name,
      'Unit 3B, 88 Rizal Avenue',
      'Quezon City, Metro Manila 1100',
      'TIN 123-456-789-000',
      DEMO_SETTINGS.phones[0]!,
      DEMO_SETTINGS.email,
      PDF_TEXT.title,
      quotation.number,
      'December 22, 2026',
      'Maria Santos',
      'Santos Trading Corp.',
      '12 Mabini St., Makati City',
      'maria@example.ph',
      '+63 917 555 0101',
      'HP ProBook 450 G10',
      '₱52,990.00',
      '5%',
      '₱1,006,810.00',
      'Installation and setup',
      '₱3,500.00',
      '₱1,010,310.00',
      '−₱1,000.00',
      '₱901,169.64',
      'VAT (12%)',
      '₱108,140.36',
      '₱1,009,310.00',
      PDF_TEXT.vatIncluded,
      'One Million Nine Thousand Three Hundred Ten Pesos Only',
      '50% down payment, balance upon delivery. Delivery within 7 working days.',
      'Thank you for considering Grow Better IT.',
      PDF_TEXT.validity('December 22, 2026'),
      PDF_TEXT.preparedBy,
      'Ana Reyes, Sales Manager',
      PDF_TEXT.conforme,
    ];
    for (const phrase of expected) expect(flat, phrase).toContain(phrase);
  });

  it('leaves room between the company name and the first address line', async () => {
    const bytes = new Uint8Array(await (await pdfOf(quotation.id)).arrayBuffer());
    const page = await (await getDocumentProxy(bytes)).getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item
        ? [{ text: item.str, y: item.transform[5] as number, size: item.transform[0] as number }]
        : [],
    );
    const name = items.find((item) => item.text === DEMO_SETTINGS.name)!;
    const street = items.find((item) => item.text === 'Unit 3B, 88 Rizal Avenue')!;
    const city = items.find((item) => item.text.startsWith('Quezon City'))!;
    expect(name.size).toBe(13);
    // Baselines, in points from the bottom. The name's descenders reach about a quarter of its size below
    // its baseline and the address's capitals about three quarters of 9 pt above its own: at least 3 pt
    // of white between them, more than the address lines leave between each other.
    const gap = name.y - street.y - 0.25 * name.size - 0.75 * street.size;
    expect(gap).toBeGreaterThanOrEqual(3);
    expect(name.y - street.y).toBeGreaterThan(street.y - city.y);
  });

  it('signs with the username when the author has no full name', async () => {
    await ctx.db.update(users).set({ fullName: '', position: '' }).where(eq(users.username, staff.username));
    try {
      const bytes = new Uint8Array(await (await pdfOf(quotation.id)).arrayBuffer());
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain(staff.username);
      expect(text).not.toContain('Ana Reyes');
    } finally {
      await ctx.db
        .update(users)
        .set({ fullName: 'Ana Reyes', position: 'Sales Manager' })
        .where(eq(users.username, staff.username));
    }
  });

  it('is for staff only, and 404 for an unknown quotation', async () => {
    expect((await ctx.request('GET', `/api/quotations/${quotation.id}/pdf/`)).status).toBe(401);
    expect((await pdfOf(999999)).status).toBe(404);
  });
});
