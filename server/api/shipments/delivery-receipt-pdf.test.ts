import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { customers, orders } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import { DR_TEXT } from '../../services/shipments/delivery-receipt-pdf';
import { updateSettings } from '../../services/settings/settings';
import { confirmedOrder, makeSerialized } from '../../test/confirmed-order';
import { dataOf, insertCategory, insertProduct, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
await updateSettings(ctx.db, { ...DEMO_SETTINGS, tin: '123-456-789-000' }, admin, ctx.clock.current);
const category = await insertCategory(ctx, 'Laptops', 'laptops');
const laptop = await insertProduct(ctx, {
  name: 'HP ProBook 450 G10',
  brand: 'HP',
  price: '52990',
  stock: 12,
  category,
});
const bag = await insertProduct(ctx, {
  name: 'Laptop backpack 15.6"',
  brand: 'HP',
  price: '1490',
  stock: 30,
  category,
});
await makeSerialized(ctx, laptop.id, 12);
const [buyer] = await ctx.db
  .insert(customers)
  .values({ code: 'C-00077', name: 'Santos Trading Corp.', tin: '234-567-890-00001' })
  .returning();
const order = await confirmedOrder(
  ctx,
  admin,
  [
    { product: laptop.id, quantity: 3 },
    { product: bag.id, quantity: 3 },
  ],
  { customer: buyer!.id },
);
await ctx.db
  .update(orders)
  .set({ deliveryAddress: '12 Mabini St., Makati City', poNumber: 'PO-2026-0456' })
  .where(eq(orders.id, order.id));
const shipment = dataOf(
  await ctx.apiFor(staff.access).POST('/api/shipments/', {
    body: {
      order: order.id,
      delivered_on: '2026-11-20',
      notes: 'Deliver to the 3rd floor reception.',
      lines: [
        { order_item: order.items[0]!.id, quantity: 3, serials: ['5CG4101ABC', '5CG4101ABD', '5CG4101ABE'] },
        { order_item: order.items[1]!.id, quantity: 3 },
      ],
    },
  }),
  201,
);

describe('the delivery receipt PDF', () => {
  it('prints the seller, the buyer, the order and PO, every line with its serials, and the signature block', async () => {
    const response = await ctx.request('GET', `/api/shipments/${shipment.id}/pdf/`, { token: staff.access });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${shipment.number}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (process.env.DR_PDF_OUT) await writeFile(process.env.DR_PDF_OUT, bytes);
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const expected = [
      DR_TEXT.title,
      shipment.number,
      DEMO_SETTINGS.name,
      'Unit 3B, 88 Rizal Avenue',
      'TIN 123-456-789-000',
      DEMO_SETTINGS.phones[0]!,
      'Santos Trading Corp.',
      'TIN 234-567-890-00001',
      '12 Mabini St., Makati City',
      `#${order.id}`,
      'PO-2026-0456',
      'November 20, 2026',
      'HP ProBook 450 G10',
      '5CG4101ABC',
      '5CG4101ABD',
      '5CG4101ABE',
      'Laptop backpack 15.6"',
      DR_TEXT.units(6),
      'Deliver to the 3rd floor reception.',
      DR_TEXT.received,
      DR_TEXT.signature,
      DR_TEXT.receivedDate,
    ];
    for (const phrase of expected) expect(flat, phrase).toContain(phrase);
  });
});
