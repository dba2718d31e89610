import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_SETTINGS as company } from '~/domain/company';
import { MAP_IFRAME_DELAY_MS, SERVICE_PAGES } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { SESSION_KEYS } from '~/app/lib/session';
import { adminMessages } from '~/domain/admin-messages';
import { apiLogin, expect, expectImagesRendered, pngImage, test, unique, useSession } from './fixtures';
import { E2E_ADMIN, E2E_BASE_URL, E2E_MAP_BASE_URL, E2E_MAP_EMBED_URL, E2E_MAP_MAIL_FROM } from './settings';

test.describe('about page', () => {
  test('shows the company profile, the services and the inquiry form', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/About Us/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
    await expect(page.getByText(company.tagline, { exact: true })).toBeVisible();
    const main = page.locator('main');
    for (const heading of ['Our story', 'Our mission', 'Our vision', 'Why choose us', 'Our services']) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(main.getByText(`established in ${company.established}`)).toBeVisible();
    for (const service of SERVICE_PAGES) {
      await expect(main.getByRole('link', { name: new RegExp(service.service) })).toHaveAttribute(
        'href',
        service.path,
      );
    }
    await expect(page.locator('#inquiry form')).toBeVisible();
  });
});

test.describe('contact page', () => {
  test('without a map setting shows a location card and calls no other host', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(E2E_BASE_URL)) foreign.push(request.url());
    });
    await page.goto('/contact');
    const main = page.locator('main');
    for (const heading of ['Call', 'Email', 'Location']) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: company.phones[0] })).toHaveAttribute('href', /^tel:\+63/);
    await expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(main.getByText(company.address.street).first()).toBeVisible();
    await page.waitForTimeout(MAP_IFRAME_DELAY_MS + 500);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  test('with a map embed URL in the settings loads the map iframe after the delay', async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_MAP_BASE_URL });
    const { access } = await apiLogin(api);
    const current = await (
      await api.get('/api/settings/admin/', { headers: { authorization: `Bearer ${access}` } })
    ).json();
    const saved = await api.put('/api/settings/', {
      headers: { authorization: `Bearer ${access}` },
      data: { ...current, map_embed_url: E2E_MAP_EMBED_URL },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await api.dispose();
    await page.route(E2E_MAP_EMBED_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>Map</p>' }),
    );
    const started = Date.now();
    await page.goto(`${E2E_MAP_BASE_URL}/contact`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading map' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', E2E_MAP_EMBED_URL, { timeout: MAP_IFRAME_DELAY_MS + 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAP_IFRAME_DELAY_MS);
    await expect(frame).toHaveAttribute('title', /Map showing the location/);
    await expect(page.locator('[data-island="map-frame"]')).toHaveAttribute('data-hydration', 'done');
  });
});

/** The settings server's Settings screen, signed in as its administrator. */
async function openSettingsScreen(page: Page, playwright: PlaywrightWorkerArgs['playwright']): Promise<void> {
  const api = await playwright.request.newContext({ baseURL: E2E_MAP_BASE_URL });
  await useSession(page, await apiLogin(api));
  await api.dispose();
  await page.goto(`${E2E_MAP_BASE_URL}/admin-settings`, { waitUntil: 'networkidle' });
}

test.describe('settings', () => {
  test('a superuser edits the company details and every page shows them on the next load', async ({
    page,
    playwright,
  }) => {
    await openSettingsScreen(page, playwright);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText(adminMessages.settings.mailFrom(E2E_MAP_MAIL_FROM))).toBeVisible();

    await page.getByLabel('Map embed URL').fill('http://maps.example.com/embed');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(messages.settings.mapUrl).first()).toBeVisible();

    const name = 'Bagong Araw IT Trading';
    await page.getByLabel('Map embed URL').fill('');
    await page.getByLabel('Company name').fill(name);
    await page.getByLabel('Phone numbers').fill('+63 2 8700 1234\n+63 998 765 4321');
    await page.getByLabel('VAT registration number (TIN)').fill('123-456-789-000');
    await page.getByLabel('Facebook').fill('https://www.facebook.com/bagongaraw');
    await page.getByLabel(adminMessages.settings.fields.notify_emails).fill('owner@bagongaraw.ph');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(adminMessages.settings.saved)).toBeVisible();
    await expect(page.getByRole('link', { name }).first()).toBeVisible();

    await page.goto(`${E2E_MAP_BASE_URL}/contact`);
    await expect(page).toHaveTitle(`Contact Us | ${name}`);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: '+63 998 765 4321' }).first()).toHaveAttribute(
      'href',
      'tel:+639987654321',
    );
    await expect(footer.getByText('VAT Reg. TIN 123-456-789-000').first()).toBeAttached();
    await expect(footer.getByRole('link', { name: 'Facebook' }).first()).toHaveAttribute(
      'href',
      'https://www.facebook.com/bagongaraw',
    );
    const organization = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map(
          (script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; name?: string },
        ),
      );
    expect(organization.find((item) => item['@type'] === 'Organization')?.name).toBe(name);
  });

  test('the logo preview shows; the story texts and the default meta description reach the public pages', async ({
    page,
    playwright,
  }) => {
    await openSettingsScreen(page, playwright);
    const fields = adminMessages.settings.fields;
    await expect(page.getByLabel(fields.logo_subtitle)).toHaveValue(company.logo_subtitle);
    await expect(page.getByLabel(fields.established, { exact: true })).toHaveValue(company.established);
    await expect(page.getByLabel(fields.vision)).toHaveValue(company.vision);

    // The chosen logo's preview is a blob: URL: it must actually render under the back office's policy.
    await page
      .getByLabel(fields.logo, { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngImage(96, 96) });
    await expectImagesRendered(page.getByRole('img', { name: 'Preview of logo.png' }), 1);

    const story = {
      subtitle: 'IT Supplies & Services',
      established: 'March 2019',
      vision: 'Every Filipino office running on dependable technology, close to home.',
      description:
        'Dependable IT for Filipino offices: laptops, printers and networks, retail and wholesale.',
    };
    await page.getByLabel(fields.logo_subtitle).fill(story.subtitle);
    await page.getByLabel(fields.established, { exact: true }).fill(story.established);
    await page.getByLabel(fields.vision).fill(story.vision);
    await page.getByLabel(fields.meta_description).fill(story.description);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(adminMessages.settings.saved)).toBeVisible();

    // Public pages are cached per catalogue version, which a settings save raises: the next load shows it.
    await page.goto(`${E2E_MAP_BASE_URL}/`);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', story.description);
    await expect(page.locator('header').getByText(story.subtitle, { exact: true })).toBeVisible();
    await expect(page.locator('header').getByText(company.logo_subtitle, { exact: true })).toHaveCount(0);
    await expect(page.locator('main').getByText(story.established, { exact: true })).toBeVisible();
    await expect(page.locator('footer').getByText(`since ${story.established}.`)).toBeVisible();
    for (const path of ['/products', '/categories']) {
      await page.goto(`${E2E_MAP_BASE_URL}${path}`);
      await expect(description, path).toHaveAttribute('content', story.description);
    }

    await page.goto(`${E2E_MAP_BASE_URL}/about`);
    const main = page.locator('main');
    await expect(main.getByText(story.vision)).toBeVisible();
    await expect(main.getByText(company.vision)).toHaveCount(0);
    await expect(main.getByText(`established in ${story.established}`)).toBeVisible();
    await expect(main.getByText(`Since ${story.established}`)).toBeVisible();
    // A page with its own description keeps it.
    await expect(description).not.toHaveAttribute('content', story.description);
  });

  test("a new inquiry's e-mails show in its detail: queued, then retried with the server's reason", async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_MAP_BASE_URL });
    const session = await apiLogin(api);
    const headers = { authorization: `Bearer ${session.access}` };
    const current = await (await api.get('/api/settings/admin/', { headers })).json();
    await api.put('/api/settings/', {
      headers,
      data: { ...current, notify_emails: ['owner@bagongaraw.ph'] },
    });
    const name = unique('Mail Buyer');
    const posted = await api.post('/api/inquiries/', {
      data: {
        name,
        phone: '+63 917 555 0199',
        company: 'Mail Test Trading',
        email: 'mail.buyer@example.ph',
        purpose: 'Product Inquiry',
        message: 'Is it in stock?',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const list = await (await api.get(`/api/inquiries/?q=${encodeURIComponent(name)}`, { headers })).json();
    const id = (list as { results: { id: number }[] }).results[0]!.id;
    await api.dispose();

    await useSession(page, session);
    await page.goto(`${E2E_MAP_BASE_URL}/admin-inquiries?id=${id}`, { waitUntil: 'networkidle' });
    const emails = page.getByTestId('inquiry-emails');
    await expect(emails).toContainText(adminMessages.inquiryInbox.emailKinds.inquiry_notification!);
    await expect(emails).toContainText('owner@bagongaraw.ph');
    await expect(emails).toContainText(adminMessages.inquiryInbox.emailKinds.inquiry_acknowledgement!);
    await expect(emails).toContainText('mail.buyer@example.ph');
    // The worker tried at once (nothing listens there): each message waits for its next attempt, with the reason.
    await expect(async () => {
      await page.reload({ waitUntil: 'networkidle' });
      await expect(emails).toContainText('ECONNREFUSED', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(emails).toContainText(adminMessages.inquiryInbox.forwardAttempts(1));
    await expect(emails).toContainText(adminMessages.inquiryInbox.emailStates.queued!);
  });
});

test.describe('service pages', () => {
  for (const service of SERVICE_PAGES) {
    test(`${service.path} shows the Soon! banner and an inquiry link`, async ({ page }) => {
      await page.goto(service.path);
      await expect(page.getByText('Soon!', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.service);
      const inquire = page.getByRole('link', { name: 'Inquire about this service' });
      await inquire.click();
      await expect(page).toHaveURL(/\/about\?purpose=Services&service=.+#inquiry$/);
      await expect(page.locator('#inquiry form').getByLabel('Service')).toHaveValue(service.service);
    });
  }

  test('an unknown service goes to /404', async ({ page }) => {
    await page.goto('/services/space-travel');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('staff login and logout', () => {
  test('wrong credentials show the login failure and clear stored tokens', async ({ page }) => {
    await page.addInitScript(
      ([refreshKey]) => window.localStorage.setItem(refreshKey!, 'stale-refresh-token'),
      [SESSION_KEYS.refresh],
    );
    await page.goto('/login');
    await page.getByLabel('Email').fill(`${unique('nobody').replace(/\s/g, '-')}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.auth.invalidCredentials);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.refresh)).toBeNull();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('email and password are required before anything is sent', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await email.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');
  });

  test('an account without staff rights is not let in', async ({ page }) => {
    await page.route('**/api/user/admin-login/', (route) =>
      route.fulfill({
        json: { access: 'a', refresh: 'r', is_superuser: false, is_staff: false, username: 'visitor' },
      }),
    );
    await page.goto('/login');
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.auth.notAuthorized);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.access)).toBeNull();
  });

  test('the administrator signs in, then /logout clears the browser and revokes the token', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored).toMatchObject({
      [SESSION_KEYS.isSuperuser]: 'true',
      [SESSION_KEYS.isStaff]: 'true',
      [SESSION_KEYS.username]: E2E_ADMIN.username,
      [SESSION_KEYS.email]: E2E_ADMIN.email,
    });
    const refresh = stored[SESSION_KEYS.refresh]!;
    expect(stored[SESSION_KEYS.access]).toBeTruthy();

    const logoutCall = page.waitForRequest('**/api/user/logout/');
    await page.goto('/logout');
    expect((await logoutCall).postDataJSON()).toEqual({ refresh });
    await expect(page).toHaveURL(/\/Adminlogin$/);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    const reuse = await request.post('/api/token/refresh/', { data: { refresh } });
    expect(reuse.status()).toBe(401);

    // A fresh login still works after the revoked one.
    await apiLogin(request);
  });
});

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/about/extra/segments', '/category']) {
    test(`${path} goes to the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    });
  }
});
