import { adminPaths } from '~/app/lib/admin-paths';
import { apiLogin, expect, test, unique, useSession } from './fixtures';

/**
 * The role rules of spec section 6 as a person meets them, for what the other admin journeys leave out:
 * admin-auth covers a visitor on four admin pages, admin-categories-staff a staff user on /staff,
 * admin-products the staff product toolbar. The API side of every rule is proven by the permission matrix.
 */

const PASSWORD = 'Staff-Passw0rd-perms';

const ADMIN_PAGES = [
  adminPaths.dashboard,
  adminPaths.products,
  adminPaths.addProduct,
  adminPaths.editProduct(1),
  adminPaths.categories,
  adminPaths.editCategory(1),
  adminPaths.orders,
  adminPaths.inquiries,
  adminPaths.staff,
  adminPaths.createStaff,
  adminPaths.editStaff(1),
];

test('a visitor opening any admin page lands on /404', async ({ page }) => {
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/404$/);
  }
});

test("the screens' loader-only addresses (the product search, older history) find no page on a visit", async ({
  request,
}) => {
  for (const path of [
    adminPaths.productSearch('laptop'),
    adminPaths.activityPage(new URLSearchParams({ limit: '10' })),
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toBe('Not Found');
  }
});

test('staff are sent from every staff-management page to the dashboard, without a Staff link', async ({
  page,
  request,
  adminSession,
}) => {
  const name = unique('perms').replace(/\s+/g, '_').toLowerCase();
  const created = await request.post('/api/user/create-staff/', {
    headers: { Authorization: `Bearer ${adminSession.access}` },
    data: { username: name, email: `${name}@example.com`, password1: PASSWORD, password2: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const staff = (await created.json()) as { id: number };
  await useSession(page, await apiLogin(request, { email: `${name}@example.com`, password: PASSWORD }));

  for (const path of [adminPaths.createStaff, adminPaths.editStaff(staff.id)]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page, path).toHaveURL('/admin-dashboard');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /create staff|edit staff/i })).toHaveCount(0);
  }
});
