import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import {
  createStaff,
  expect,
  expectImagesRendered,
  newStaffSession,
  pngImage,
  STAFF_PASSWORD,
  test,
  unique,
  uniqueUsername,
  useSession,
  type StaffAccount,
} from './fixtures';
import { E2E_ADMIN } from './settings';

const PASSWORD = STAFF_PASSWORD;

/** A fresh page signed in as a new staff (not superuser) account. */
async function staffPage(page: Page, request: APIRequestContext, adminToken: string): Promise<StaffAccount> {
  const { user, session } = await newStaffSession(request, adminToken, 'clerk');
  await useSession(page, session);
  return user;
}

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

function categoryRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

test.describe('categories', () => {
  test('add a category with an icon, see it listed, and the form clears', async ({ adminPage: page }) => {
    const name = unique('Docking Stations');
    await open(page, '/admin-category');
    const nameField = page.getByLabel('Category Name');
    await expect(nameField).toHaveAttribute('placeholder', 'Enter category name');
    await nameField.fill(name);
    await page.getByLabel('Icon', { exact: true }).setInputFiles({
      name: 'dock.png',
      mimeType: 'image/png',
      buffer: await pngImage(),
    });
    await expect(page.getByTestId('icon-file-name')).toHaveText('dock.png');
    // The preview is a blob: URL, which the back office's policy must allow for it to show at all.
    await expectImagesRendered(page.getByTestId('icon-preview'), 1);
    await page.getByRole('button', { name: 'Add Category' }).click();

    await expect(page.getByText(messages.category.added)).toBeVisible();
    await expect(nameField).toHaveValue('');
    await expect(page.getByTestId('icon-file-name')).toHaveText(adminMessages.categoriesStaff.noFileChosen);
    const row = categoryRow(page, name);
    await expect(row.getByRole('img', { name: `${name} icon` })).toHaveAttribute('src', /^\/media\//);
    await expect(row.getByText('0 products').first()).toBeAttached();
    // Messages clear themselves after 3 seconds.
    await expect(page.getByText(messages.category.added)).toBeHidden({ timeout: 5000 });
  });

  test('a duplicate name shows the server error as "Name: ..."', async ({ adminPage: page, catalogue }) => {
    const existing = await catalogue.category(unique('Printers'));
    await open(page, '/admin-category');
    await page.getByLabel('Category Name').fill(existing.name.toUpperCase());
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText(`Name: ${messages.category.nameTaken}`)).toBeVisible();
  });

  test('edit name and icon, then back to the list after about 2 seconds', async ({
    adminPage: page,
    catalogue,
  }) => {
    const category = await catalogue.category(unique('Scanners'));
    const renamed = unique('Document Scanners');
    await open(page, '/admin-category');
    await page.getByRole('link', { name: `Edit ${category.name}` }).click();
    await expect(page).toHaveURL(`/admin/categories/${category.id}/edit`);

    const nameField = page.getByLabel('Category Name');
    await expect(nameField).toHaveValue(category.name);
    await nameField.fill(renamed);
    await page
      .getByLabel('Icon', { exact: true })
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: await pngImage(48, 48) });
    await expectImagesRendered(page.getByRole('img', { name: 'Preview of scan.png' }), 1);
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText(messages.category.updated)).toBeVisible();
    const savedAt = Date.now();
    await expect(page).toHaveURL('/admin-category', { timeout: 5000 });
    expect(Date.now() - savedAt).toBeGreaterThan(1200);
    await expect(categoryRow(page, renamed).getByRole('img', { name: `${renamed} icon` })).toBeVisible();
  });

  test('an unknown category id shows not found with a way back', async ({ adminPage: page }) => {
    await open(page, '/admin/categories/99999999/edit');
    await expect(page.getByText(messages.category.notFound)).toBeVisible();
    await page.getByRole('link', { name: 'Back to categories' }).click();
    await expect(page).toHaveURL('/admin-category');
  });

  test('delete asks first, then removes the category', async ({ adminPage: page, catalogue }) => {
    const category = await catalogue.category(unique('Fax Machines'));
    await open(page, '/admin-category');
    await page.getByRole('button', { name: `Delete ${category.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(adminMessages.categoriesStaff.categoryNoProducts);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(categoryRow(page, category.name)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${category.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(messages.category.deleted)).toBeVisible();
    await expect(categoryRow(page, category.name)).toHaveCount(0);
  });

  test('staff see no add form and no Delete, but can edit', async ({
    page,
    request,
    adminSession,
    catalogue,
  }) => {
    const category = await catalogue.category(unique('Projectors'));
    await staffPage(page, request, adminSession.access);
    await open(page, '/admin-category');
    await expect(categoryRow(page, category.name)).toBeVisible();
    await expect(page.getByLabel('Category Name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Category' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    await page.getByRole('link', { name: `Edit ${category.name}` }).click();
    await page.getByLabel('Category Name').fill(`${category.name} HD`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(messages.category.updated)).toBeVisible();
  });
});

test.describe('staff management', () => {
  test('the staff list shows the administrator, whose own row cannot be deleted', async ({
    adminPage: page,
  }) => {
    await open(page, '/staff');
    const row = page.getByRole('row').filter({ has: page.getByText(E2E_ADMIN.username, { exact: true }) });
    await expect(row).toContainText('Admin');
    await expect(
      row.getByRole('button', { name: adminMessages.categoriesStaff.ownAccountNoDelete }),
    ).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Create Staff' })).toHaveAttribute('href', '/create-staff');
  });

  test('mismatched passwords are caught before sending', async ({ adminPage: page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/create-staff')) sent.push(request.url());
    });
    await open(page, '/create-staff');
    await page.getByLabel('Username').fill(uniqueUsername('mismatch'));
    await page.getByLabel('Email').fill('mismatch@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Create Staff' }).click();
    await expect(page.getByText(messages.staff.passwordsDoNotMatch)).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('server field errors show under their fields', async ({ adminPage: page }) => {
    await open(page, '/create-staff');
    await page.getByLabel('Username').fill(E2E_ADMIN.username.toUpperCase());
    await page.getByLabel('Email').fill(`${uniqueUsername('other')}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Create Staff' }).click();
    await expect(page.getByText(messages.staff.createFailed)).toBeVisible();
    await expect(page.getByText(messages.staff.passwordTooShort)).toBeVisible();

    // The server checks the rules of each field before it looks for taken names.
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await expect(page.getByText(messages.staff.passwordTooShort)).toBeHidden();
    await page.getByRole('button', { name: 'Create Staff' }).click();
    await expect(page.getByText(messages.staff.usernameTaken)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  test('create a staff user, then the list shows them', async ({ adminPage: page }) => {
    const name = uniqueUsername('newhire');
    await open(page, '/create-staff');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Staff' }).click();
    await expect(page.getByText(messages.staff.created)).toBeVisible();
    await expect(page).toHaveURL('/staff');
    const row = page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    await expect(row).toContainText('Staff');
  });

  test('edit a staff user, then back to the list', async ({ adminPage: page, request, adminSession }) => {
    const user = await createStaff(request, adminSession.access, 'editme');
    const email = `${uniqueUsername('changed')}@example.com`;
    await open(page, '/staff');
    await page.getByRole('link', { name: `Edit ${user.username}` }).click();
    await expect(page).toHaveURL(`/edit-staff/${user.id}`);
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(messages.staff.updated)).toBeVisible();
    await expect(page).toHaveURL('/staff', { timeout: 4000 });
    await expect(page.getByText(email).first()).toBeAttached();
  });

  test('an administrator cannot remove their own rights', async ({ adminPage: page }) => {
    await open(page, '/staff');
    const row = page.getByRole('row').filter({ has: page.getByText(E2E_ADMIN.username, { exact: true }) });
    await row.getByRole('link', { name: `Edit ${E2E_ADMIN.username}` }).click();
    await page.getByLabel('Administrator').uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toContainText(messages.staff.cannotDemoteSelf);
  });

  test('an unknown staff id says the user could not be fetched', async ({ adminPage: page }) => {
    await open(page, '/edit-staff/99999999');
    await expect(page.getByText(messages.staff.fetchFailed)).toBeVisible();
  });

  test('delete a staff user after confirming', async ({ adminPage: page, request, adminSession }) => {
    const user = await createStaff(request, adminSession.access, 'leaver');
    await open(page, '/staff');
    await page.getByRole('button', { name: `Delete ${user.username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(user.username, { exact: true })).toHaveCount(0);
    const check = await request.get(`/api/user/staff/${user.id}/`, {
      headers: { Authorization: `Bearer ${adminSession.access}` },
    });
    expect(check.status()).toBe(404);
  });

  test('a failed delete is reported in an alert with the server reason', async ({
    adminPage: page,
    request,
    adminSession,
  }) => {
    const user = await createStaff(request, adminSession.access, 'gone');
    await open(page, '/staff');
    const deleteButton = page.getByRole('button', { name: `Delete ${user.username}` });
    // The list must show the account before it goes: on a slow machine it could load after the removal.
    await expect(deleteButton).toBeVisible();
    // Someone else removes the account while this list is open.
    await request.delete(`/api/user/staff/${user.id}/`, {
      headers: { Authorization: `Bearer ${adminSession.access}` },
    });
    // A handler that accepts at once: `waitForEvent` alone can lose the race with Playwright's auto-dismiss,
    // after which `accept()` hangs until the test times out.
    const alert = new Promise<{ type: string; message: string }>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve({ type: dialog.type(), message: dialog.message() });
        await dialog.accept();
      });
    });
    await deleteButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await alert).toEqual({
      type: 'alert',
      message: `${messages.staff.deleteFailed}\n${messages.staff.fetchFailed}`,
    });
  });

  test('a staff session is sent from /staff to the dashboard and has no Staff link', async ({
    page,
    request,
    adminSession,
  }) => {
    const user = await staffPage(page, request, adminSession.access);
    await open(page, '/staff');
    await expect(page).toHaveURL('/admin-dashboard');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Categories' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(page.getByTestId('sidebar-username').first()).toHaveText(user.username);
    await expect(page.getByTestId('sidebar-role').first()).toHaveText('Staff');
  });
});

test.describe('sidebar', () => {
  test('shows the administrator and asks before logging out', async ({ adminPage: page }) => {
    await open(page, '/staff');
    await expect(page.getByTestId('sidebar-username').first()).toHaveText(E2E_ADMIN.username);
    await expect(page.getByTestId('sidebar-role').first()).toHaveText('Admin');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    const dialog = page.getByRole('dialog', { name: messages.admin.logoutQuestion });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/staff');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/Adminlogin');
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });
});
