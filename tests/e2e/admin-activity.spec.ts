import { adminMessages } from '~/domain/admin-messages';
import { expect, newStaffSession, test, unique, useSession } from './fixtures';
import { E2E_ADMIN } from './settings';

const text = adminMessages.activity;

test('an edit appears in the product history and in the activity feed, linked to the product', async ({
  adminPage: page,
  catalogue,
}) => {
  const category = await catalogue.category(unique('Projectors'));
  const name = unique('Epson EB-X51');
  const product = await catalogue.product({
    name,
    brand: 'Epson',
    price: '32000',
    stock: '4',
    category: String(category.id),
  });

  await page.goto(`/admin-edit-product/${product.id}`);
  const history = page.getByRole('list', { name: text.historyTitle });
  await expect(history.getByTestId('activity-entry')).toHaveCount(1);
  await expect(history).toContainText('Created product');

  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('29,999.50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const edited = history.getByTestId('activity-entry').first();
  await expect(edited).toContainText('Edited product');
  await expect(edited).toContainText(`Price:₱32,000.00`);
  await expect(edited).toContainText('₱29,999.50');
  await expect(edited).toContainText(E2E_ADMIN.username);

  await page.goto('/admin-activity');
  await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
  await page.getByLabel(text.typeLabel).selectOption({ label: text.types.product });
  await page.getByLabel(text.searchLabel).fill(name);
  await expect(page).toHaveURL(/type=product/);
  await expect(page).toHaveURL(/q=/);
  const entries = page.getByTestId('activity-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Edited product');
  await entries.first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/admin-edit-product/${product.id}`);
});

test('the activity feed pages back with Show older and says when nothing matches', async ({
  adminPage: page,
  catalogue,
  request,
  adminSession,
}) => {
  await page.goto(`/admin-activity?q=${encodeURIComponent(unique('nothing like this'))}`);
  await expect(page.getByText(text.emptyFiltered)).toBeVisible();

  // 26 products, each created and then hidden: 52 entries, one more page than the feed's 50.
  const tag = unique('Pager').replace(/\s+/g, '');
  const category = await catalogue.category(tag);
  for (let batch = 0; batch < 26; batch += 13) {
    await Promise.all(
      Array.from({ length: 13 }, async (_, index) => {
        const product = await catalogue.product({
          name: `${tag} Toner ${batch + index}`,
          brand: 'Brother',
          price: '900',
          stock: '1',
          category: String(category.id),
        });
        const hidden = await request.patch(`/api/products/id/${product.id}/`, {
          headers: { Authorization: `Bearer ${adminSession.access}` },
          data: { hidden: true },
        });
        expect(hidden.status()).toBe(200);
      }),
    );
  }
  await page.goto(`/admin-activity?q=${encodeURIComponent(`${tag} Toner`)}`);
  const entries = page.getByTestId('activity-entry');
  await expect(entries).toHaveCount(50);
  await page.getByRole('button', { name: text.older }).click();
  await expect(entries).toHaveCount(52);
  await expect(page.getByRole('button', { name: text.older })).toHaveCount(0);
});

test('a staff session sees the Activity link but not staff accounts, and no staff entries', async ({
  page,
  request,
  adminSession,
}) => {
  await useSession(page, (await newStaffSession(request, adminSession.access, 'historian')).session);

  await page.goto('/admin-dashboard');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL('/admin-activity');
  const options = page.getByLabel(text.typeLabel).getByRole('option');
  await expect(options).toHaveText([
    text.allTypes,
    ...[
      'product',
      'category',
      'order',
      'inquiry',
      'quotation',
      'pricing',
      'customer',
      'shipment',
      'invoice',
      'payment',
    ].map((type) => text.types[type as 'product']),
  ]);
  await expect(page.getByTestId('activity-entry').first()).toBeVisible();
  await expect(page.getByTestId('activity-entry').filter({ hasText: 'staff account' })).toHaveCount(0);

  await page.goto('/admin-activity?type=staff');
  await expect(page.getByLabel(text.typeLabel)).toHaveValue('');
});
