import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import type { DashboardView, OrderView } from '~/domain/order';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as Dashboard from './dashboard';

const order: OrderView = {
  id: 41,
  customer_name: 'Maria Santos',
  customer_email: 'maria@example.ph',
  customer_phone: '',
  customer_company: 'Santos Trading',
  status: 'shipped',
  notes: '',
  delivery_address: '',
  po_number: '',
  confirmed_at: null,
  inquiry: null,
  items: [],
  item_count: 2,
  total_amount: '23999.00',
  created_at: '2026-05-04T02:00:00Z',
  updated_at: '2026-05-04T02:00:00Z',
  shipped_at: '2026-05-04T03:00:00Z',
  completed_at: null,
  created_by: 'maria',
};

const figures: DashboardView = {
  orders: { pending: 3, shipped: 7, delivered: 12, cancelled: 1 },
  low_in_stock: 2,
  low_stock_threshold: 5,
  products: { total: 40, hidden: 1, out_of_stock: 1 },
  categories: { total: 6 },
  inquiries: { total: 9, new: 1 },
  monthly: [
    { month: '2026-04', label: 'Apr', orders: 4, shipped: 3, revenue: '10000.00' },
    { month: '2026-05', label: 'May', orders: 6, shipped: 5, revenue: '23999.00' },
  ],
  popular_items: [{ product: 8, name: 'HP LaserJet Pro', quantity: 9 }],
  recent_orders: [order],
  low_stock_products: [{ id: 8, name: 'HP LaserJet Pro', stock: 0 }],
  quotations: {
    sent_this_month: 4,
    accepted_this_month: 1,
    conversion_rate: 50,
    open_count: 3,
    open_value: '150000.00',
  },
  failed_mail: { count: 0, recent: [] },
  receivables: {
    today: '2026-05-04',
    buckets: [
      { bucket: 'current', total: '0.00', customers: [] },
      {
        bucket: '1-30',
        total: '5000.00',
        customers: [{ id: 4, name: 'Mabuhay Trading', amount: '5000.00' }],
      },
      { bucket: '31-60', total: '0.00', customers: [] },
      { bucket: '61-90', total: '0.00', customers: [] },
      { bucket: 'over-90', total: '0.00', customers: [] },
    ],
    total: '5000.00',
    checks_this_week: [],
    credit: '0.00',
  },
};

const card = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}`) });

describe('the dashboard', () => {
  it("shows the server's figures: the counts, the quotations, recent orders and what needs attention", async () => {
    signInAsAdmin();
    fakeApi({ 'GET /api/dashboard/': { body: figures } });
    renderScreen(Dashboard, { path: adminPaths.dashboard });

    expect((await screen.findByRole('link', { name: /^Delivered/ })).textContent).toContain('12');
    expect(card('Pending').getAttribute('href')).toBe(adminPaths.ordersWithStatus('pending'));
    expect(card('Low in Stock').textContent).toContain('5 or fewer left');
    expect(screen.getByText('50%')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Recent orders' })).getByText('Maria Santos'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /1 new inquiry/ }).getAttribute('href')).toBe(
      adminPaths.inquiries,
    );
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('9 sold')).toBeTruthy();
    // The settings could not be read: the figures stand, with no public-address banner.
    expect(screen.queryByRole('heading', { name: adminMessages.publicAddress.title })).toBeNull();
  });

  it('says so when the figures could not be loaded, and the retry loads them', async () => {
    signInAsAdmin();
    const answers: Record<string, { status?: number; body: unknown }> = {
      'GET /api/dashboard/': { status: 500, body: { detail: 'Boom' } },
    };
    fakeApi(answers);
    const { user } = renderScreen(Dashboard, { path: adminPaths.dashboard });

    expect(await screen.findByText(adminMessages.dashboard.loadFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    answers['GET /api/dashboard/'] = { body: figures };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maria Santos')).toBeTruthy();
    expect(card('Shipped').textContent).toContain('7');
    expect(screen.queryByText(adminMessages.dashboard.loadFailed)).toBeNull();
  });

  it('offers an administrator the public address while the shop has none', async () => {
    signInAsAdmin();
    fakeApi({
      'GET /api/dashboard/': { body: figures },
      'GET /api/settings/admin/': { body: { site_url: null, public_url: '' } },
    });
    renderScreen(Dashboard, { path: adminPaths.dashboard });
    expect(await screen.findByRole('heading', { name: adminMessages.publicAddress.title })).toBeTruthy();
    expect(card('Delivered').textContent).toContain('12');
  });
});
