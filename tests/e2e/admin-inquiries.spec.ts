import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages } from '~/domain/admin-messages';
import { newStaffSession, expect, test, unique, useSession } from './fixtures';

const text = adminMessages.inquiryInbox;

/**
 * Journeys submit through the public API, which allows 20 inquiries per address per hour: the other specs of a
 * run share that budget, so these post only two.
 */
async function submitInquiry(request: APIRequestContext, fields: Record<string, string>): Promise<void> {
  const response = await request.post('/api/inquiries/', { data: fields });
  expect(response.status(), await response.text()).toBe(201);
}

async function searchInbox(page: Page, term: string): Promise<void> {
  await page.getByLabel(text.searchLabel).fill(term);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term).replace(/%20/g, '\\+')}`));
}

const rows = (page: Page) => page.getByTestId('inquiry-row');

test.describe('inquiry inbox', () => {
  test('finds a submitted inquiry, shows every field, keeps status and notes, filters by status', async ({
    adminPage: page,
    request,
  }) => {
    const name = unique('Inbox Buyer');
    const company = unique('Dagupan Office Supply');
    await submitInquiry(request, {
      name,
      phone: '+63 917 555 0123',
      company,
      email: 'inbox.buyer@example.ph',
      purpose: 'Request for Quote',
      brands: 'HP, Lenovo',
      products: 'HP LaserJet Pro M404dn, Lenovo ThinkPad E14',
      message: 'Good day!\nPlease quote 5 units.\nDelivery to Dagupan City.',
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin-inquiries');
    await expect(page).toHaveTitle('Inquiries | Back office');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(text.selectPrompt)).toBeVisible();

    await searchInbox(page, name);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText(name);
    await expect(row).toContainText(company);
    await expect(row).toContainText('Good day! Please quote 5 units.');
    await expect(row.getByTestId('purpose-badge')).toHaveText('Request for Quote');
    await expect(row.getByTestId('status-badge')).toHaveText('New');
    await expect(row.getByText(`${text.newMarker}:`)).toBeAttached();

    await row.getByRole('link').click();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(detail.getByRole('link', { name: '+63 917 555 0123' })).toHaveAttribute(
      'href',
      'tel:+639175550123',
    );
    await expect(detail.getByRole('link', { name: 'inbox.buyer@example.ph' })).toHaveAttribute(
      'href',
      'mailto:inbox.buyer@example.ph',
    );
    await expect(detail.getByText(company).first()).toBeVisible();
    await expect(detail.getByRole('list', { name: 'HP, Lenovo' }).getByRole('listitem')).toHaveText([
      'HP',
      'Lenovo',
    ]);
    await expect(
      detail.getByRole('list', { name: 'HP LaserJet Pro M404dn, Lenovo ThinkPad E14' }).getByRole('listitem'),
    ).toHaveText(['HP LaserJet Pro M404dn', 'Lenovo ThinkPad E14']);
    const message = detail.getByTestId('inquiry-message');
    expect(await message.innerText()).toBe('Good day!\nPlease quote 5 units.\nDelivery to Dagupan City.');
    await expect(detail.getByText(text.received)).toBeVisible();
    await expect(detail.getByTestId('inquiry-forwarding')).toContainText(text.forwardStates.not_configured);
    await expect(detail.getByRole('link', { name: text.createOrder })).toHaveAttribute(
      'href',
      `/admin-orders?inquiry=${id}`,
    );

    await page.getByLabel(text.statusLabel, { exact: true }).selectOption({ label: 'In progress' });
    await page.getByLabel(text.notesLabel).fill('Called the buyer.\nQuote due Friday.');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status').filter({ hasText: text.updated })).toBeVisible();
    await expect(row.getByTestId('status-badge')).toHaveText('In progress');

    await page.reload();
    await expect(page.getByLabel(text.searchLabel)).toHaveValue(name);
    await expect(page.getByLabel(text.statusLabel, { exact: true })).toHaveValue('in_progress');
    await expect(page.getByLabel(text.notesLabel)).toHaveValue('Called the buyer.\nQuote due Friday.');
    await expect(rows(page).first().getByTestId('status-badge')).toHaveText('In progress');

    const tabs = page.getByRole('navigation', { name: text.statusTabs });
    await tabs.getByRole('button', { name: /^New/ }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText(text.noMatch)).toBeVisible();
    await tabs.getByRole('button', { name: /^In progress/ }).click();
    await expect(tabs.getByRole('button', { name: /^In progress/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows(page)).toHaveCount(1);
    await expect(tabs.getByRole('button', { name: /^In progress/ }).getByTestId('tab-count')).toHaveText('1');
    await page.goBack();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText(text.noMatch)).toBeVisible();
  });

  test('narrows the inbox to one purpose, kept in the URL', async ({ adminPage: page, request }) => {
    const company = unique('Purpose Filter Trading');
    const base = { phone: '0917 555 0142', company, email: 'purpose@example.ph', message: 'Hello.' };
    await submitInquiry(request, { ...base, name: 'Quote Asker', purpose: 'Request for Quote' });
    await submitInquiry(request, {
      ...base,
      name: 'Service Asker',
      purpose: 'Services',
      service: 'Website Design and Development',
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin-inquiries');
    await searchInbox(page, company);
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel(text.purposeLabel).selectOption('Services');
    await expect(page).toHaveURL(/purpose=Services/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Service Asker');

    await page.reload();
    await expect(page.getByLabel(text.purposeLabel)).toHaveValue('Services');
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel(text.purposeLabel).selectOption({ label: text.allPurposes });
    await expect(rows(page)).toHaveCount(2);
  });

  test('shows the server message when saving fails, and the list error state', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin-inquiries');
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().getByRole('link').click();
    await expect(page.getByRole('article')).toBeVisible();

    await page.route(/\/api\/inquiries\/\d+\/?$/, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            json: {
              detail: 'notes: Ensure this field has no more than 5000 characters.',
              notes: ['Too long.'],
            },
          })
        : route.fallback(),
    );
    await page.getByLabel(text.notesLabel).fill('Will fail');
    await page.getByRole('button', { name: text.save }).click();
    // The server's field message stands beside its field, the form's failure above Save.
    await expect(page.getByRole('alert')).toHaveText(text.updateFailed);
    await expect(page.getByRole('textbox', { name: text.notesLabel })).toHaveAccessibleDescription(
      'Too long.',
    );

    await page.route(
      (url) => url.pathname === '/api/inquiries/',
      (route) => route.fulfill({ status: 500, json: { detail: 'Boom' } }),
    );
    await page.getByLabel(text.searchLabel).fill('anything');
    await expect(page.getByText(text.loadFailed)).toBeVisible();
  });

  test('a staff member works the inbox on a phone', async ({ browser, request, adminSession }) => {
    const { session } = await newStaffSession(request, adminSession.access, 'inbox');
    expect(session.is_superuser).toBe(false);

    const name = unique('Phone Lead');
    await submitInquiry(request, {
      name,
      phone: '0917 555 0199',
      company: 'Lingayen Clinic',
      email: 'clinic@example.ph',
      purpose: 'Services',
      service: 'Website Design and Development',
      message: 'We need a website for our clinic.',
    });

    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await useSession(page, session);
    await page.goto('/admin-inquiries');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    await searchInbox(page, 'no such inquiry zzqx');
    await expect(page.getByText(text.noMatch)).toBeVisible();
    await searchInbox(page, name);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('link').click();

    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(detail.getByText('Website Design and Development')).toBeVisible();
    await expect(page.getByLabel(text.searchLabel)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByLabel(text.statusLabel, { exact: true }).selectOption('quoted');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.updated)).toBeVisible();

    await detail.getByRole('link', { name: text.back }).click();
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(page.getByLabel(text.searchLabel)).toHaveValue(name);
    await expect(rows(page).first().getByTestId('status-badge')).toHaveText('Quoted');
    await context.close();
  });
});
