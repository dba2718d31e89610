import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import type { InquiryView } from '~/domain/inquiry';
import type { OrderView } from '~/domain/order';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as Orders from './orders';

function order(id: number, change: Partial<OrderView> = {}): OrderView {
  return {
    id,
    customer_name: 'Maria Santos',
    customer_email: '',
    customer_phone: '',
    customer_company: 'Santos Trading',
    status: 'pending',
    notes: '',
    delivery_address: '',
    po_number: '',
    confirmed_at: null,
    inquiry: null,
    items: [
      {
        id: 11,
        product: 5,
        product_name: 'HP LaserJet',
        unit_price: '11999.50',
        quantity: 2,
        line_total: '23999.00',
        reserved: 0,
        shipped: 0,
      },
    ],
    item_count: 2,
    total_amount: '23999.00',
    created_at: '2026-11-20T02:00:00Z',
    updated_at: '2026-11-20T02:00:00Z',
    shipped_at: null,
    completed_at: null,
    created_by: 'maria',
    ...change,
  };
}

const page = (...results: OrderView[]) => ({ count: results.length, next: null, previous: null, results });

function openOrders(answers: Parameters<typeof fakeApi>[0] = {}, url: string = adminPaths.orders) {
  signInAsAdmin();
  const sent = fakeApi({ 'GET /api/orders/': { body: page(order(7)) }, ...answers });
  return { sent, ...renderScreen(Orders, { path: adminPaths.orders, url }) };
}

const calls = (sent: Request[]) =>
  sent.map((request) => `${request.method} ${new URL(request.url).pathname}`);

type User = ReturnType<typeof openOrders>['user'];

/** Picks an action from the order's row menu (the table's; the phone cards have their own). */
async function rowAction(user: User, action: string) {
  const row = await screen.findByRole('row', { name: /Maria Santos/ });
  await user.click(within(row).getByRole('button', { name: 'Actions for order #0007' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

async function editOrder(user: User) {
  await rowAction(user, 'Edit');
  return screen.findByRole('dialog', { name: 'Edit order #0007' });
}

describe('the orders list', () => {
  it("shows the page of orders the API answers, with each order's status and total", async () => {
    openOrders();
    const row = await screen.findByRole('row', { name: /Maria Santos/ });
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '₱23,999.00' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: '#0007' }).getAttribute('href')).toBe(
      '/admin-orders?order=7',
    );
  });

  it('ships an order once confirmed, and the list loaded again shows it shipped', async () => {
    const { user } = openOrders();
    await rowAction(user, 'Ship');
    const confirm = await screen.findByRole('dialog', { name: 'Ship order #0007?' });
    expect(within(confirm).getByText('Stock will be taken off for 2 items.')).toBeTruthy();
    const sent = fakeApi({
      'GET /api/orders/': { body: page(order(7, { status: 'shipped' })) },
      'PATCH /api/orders/7/': { body: order(7, { status: 'shipped' }) },
    });
    await user.click(within(confirm).getByRole('button', { name: 'Ship' }));

    expect(await screen.findByText(adminMessages.orders.shipped)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Maria Santos/ })).getByText('Shipped')).toBeTruthy();
    expect(await sent[0]?.json()).toEqual({ status: 'shipped' });
  });

  it("shows the server's refusal of a status change", async () => {
    const refusal = 'Not enough stock for "HP LaserJet": 1 left, 2 ordered.';
    const { user } = openOrders({ 'PATCH /api/orders/7/': { status: 409, body: { detail: refusal } } });
    await rowAction(user, 'Ship');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ship' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
  });
});

describe('the order form', () => {
  it('refuses a line of quantity 0 beside that line, in the browser, sending nothing', async () => {
    const { sent, user } = openOrders();
    const dialog = await editOrder(user);
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(dialog).findByRole('spinbutton', {
        name: 'Quantity',
        description: adminMessages.order.quantityInvalid,
      }),
    ).toBe(quantity);
    expect(within(dialog).getByText(adminMessages.orders.saveFailed)).toBeTruthy();
    expect(calls(sent)).toEqual(['GET /api/orders/']);
  });

  it("shows the server's refusal of a line beside that line, by its path", async () => {
    const message = 'Product 5 does not exist.';
    const { sent, user } = openOrders({
      'PUT /api/orders/7/': {
        status: 400,
        body: { detail: `Item 1: ${message}`, items: [{ product: [message] }] },
      },
    });
    const dialog = await editOrder(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(await sent[1]?.json()).toEqual({
      customer_name: 'Maria Santos',
      customer_email: '',
      customer_phone: '',
      customer_company: 'Santos Trading',
      po_number: '',
      delivery_address: '',
      notes: '',
      items: [{ product: '5', quantity: '2', unit_price: '11999.50' }],
    });
  });

  it('saves an edit: the form closes and the list loaded again shows the change', async () => {
    const { user } = openOrders();
    const dialog = await editOrder(user);
    const name = within(dialog).getByRole('textbox', { name: /Customer name/ });
    await user.clear(name);
    await user.type(name, 'Jose Rizal');
    const edited = order(7, { customer_name: 'Jose Rizal' });
    fakeApi({ 'GET /api/orders/': { body: page(edited) }, 'PUT /api/orders/7/': { body: edited } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(adminMessages.orders.updated)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('row', { name: /Jose Rizal/ })).toBeTruthy();
  });

  it('opens filled in from an inquiry', async () => {
    const inquiry = {
      id: 3,
      name: 'Ana Cruz',
      email: 'ana@example.ph',
      phone: '+63 917 555 0101',
      company: 'Cruz Trading',
      products: 'HP LaserJet Pro, Lenovo IdeaPad',
    } as InquiryView;
    openOrders(
      { 'GET /api/inquiries/3/': { body: inquiry }, 'GET /api/products/': { body: page() } },
      adminPaths.orderFromInquiry(3),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Order' });
    expect(within(dialog).getByRole('textbox', { name: /Customer name/ })).toHaveProperty(
      'value',
      'Ana Cruz',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Company' })).toHaveProperty('value', 'Cruz Trading');
    expect(within(dialog).getByText(/^Filled in from inquiry #3\./)).toBeTruthy();
    expect(within(dialog).getByRole('searchbox', { name: 'Add products' })).toHaveProperty(
      'value',
      'HP LaserJet Pro',
    );
  });
});
