import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { CategoryView, ProductView } from '~/domain/catalogue';
import { SESSION_KEYS, type LoginResponse } from '~/app/lib/session';
import { E2E_ADMIN } from './settings';

export { expect };

/** Signs in through the API, as the login page does, and returns the tokens and flags. */
export async function apiLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string } = E2E_ADMIN,
): Promise<LoginResponse> {
  const response = await request.post('/api/user/admin-login/', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as LoginResponse;
}

/** Stores a session in localStorage before any page script runs, exactly where the login page puts it. */
export async function useSession(page: Page, session: LoginResponse): Promise<void> {
  const entries: [string, string][] = [
    [SESSION_KEYS.access, session.access],
    [SESSION_KEYS.refresh, session.refresh],
    [SESSION_KEYS.isSuperuser, String(session.is_superuser)],
    [SESSION_KEYS.isStaff, String(session.is_staff)],
    [SESSION_KEYS.username, session.username],
    [SESSION_KEYS.email, session.email ?? ''],
  ];
  await page.addInitScript((pairs) => {
    for (const [key, value] of pairs) window.localStorage.setItem(key, value);
  }, entries);
}

/** A small solid-colour PNG, so journeys can upload a real image without files on disk. */
export function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .png()
    .toBuffer();
}

/** Every image the locator finds has loaded and decoded: one the policy blocked or a broken one has no width. */
export async function expectImagesRendered(images: Locator, count: number): Promise<void> {
  await expect(images).toHaveCount(count);
  await expect
    .poll(async () =>
      Math.min(
        ...(await images.evaluateAll((elements) =>
          elements.map((element) => (element as HTMLImageElement).naturalWidth),
        )),
      ),
    )
    .toBeGreaterThan(0);
}

/** Catalogue set-up through the real API with the admin token; names carry a suffix so runs never collide. */
export class Catalogue {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get auth() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async category(name: string): Promise<CategoryView> {
    const response = await this.request.post('/api/categories/', { headers: this.auth, multipart: { name } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as CategoryView;
  }

  async product(fields: Record<string, string>, withImage = false): Promise<ProductView> {
    const response = await this.request.post('/api/products/', { headers: this.auth, multipart: fields });
    expect(response.status(), await response.text()).toBe(201);
    const product = (await response.json()) as ProductView;
    if (!withImage) return product;
    const image = await this.request.post('/api/product-images/', {
      headers: this.auth,
      multipart: {
        product: String(product.id),
        image: { name: 'product.png', mimeType: 'image/png', buffer: await pngImage(800, 600) },
      },
    });
    expect(image.status(), await image.text()).toBe(201);
    const detail = await this.request.get(`/api/products/id/${product.id}/`, { headers: this.auth });
    return (await detail.json()) as ProductView;
  }
}

interface Fixtures {
  /** The e2e administrator's session, signed in through the API. */
  adminSession: LoginResponse;
  /** A page whose localStorage already holds the administrator's session (for admin journeys). */
  adminPage: Page;
  /** Creates categories and products through the API as the administrator. */
  catalogue: Catalogue;
}

export const test = base.extend<Fixtures>({
  adminSession: async ({ request }, use) => {
    await use(await apiLogin(request));
  },
  adminPage: async ({ page, adminSession }, use) => {
    await useSession(page, adminSession);
    await use(page);
  },
  catalogue: async ({ request, adminSession }, use) => {
    await use(new Catalogue(request, adminSession.access));
  },
});

export const STAFF_PASSWORD = 'Staff-Passw0rd-e2e';

export interface StaffAccount {
  id: number;
  username: string;
  email: string;
}

/** A new staff (not superuser) account, made through the API by the administrator. */
export async function createStaff(
  request: APIRequestContext,
  adminToken: string,
  label = 'staff',
): Promise<StaffAccount> {
  const username = uniqueUsername(label);
  const response = await request.post('/api/user/create-staff/', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      username,
      email: `${username}@example.com`,
      password1: STAFF_PASSWORD,
      password2: STAFF_PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as StaffAccount;
}

/** A new staff account and its session, signed in through the API. */
export async function newStaffSession(
  request: APIRequestContext,
  adminToken: string,
  label = 'staff',
): Promise<{ user: StaffAccount; session: LoginResponse }> {
  const user = await createStaff(request, adminToken, label);
  return { user, session: await apiLogin(request, { email: user.email, password: STAFF_PASSWORD }) };
}

/** Usernames allow letters, digits and @ . + - _ only, so the unique suffix's space becomes _. */
export function uniqueUsername(label: string): string {
  return unique(label).replace(/\s+/g, '_').toLowerCase();
}

/** A short unique suffix for names created by one test. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
