import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, type LoaderFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import type { ProductView } from '~/domain/catalogue';
import { ProductPicker } from './product-picker';
import type { CatalogueSearch } from './catalogue-search';
import { clientLoader } from './product-search';
import { fakeApi, signInAsAdmin } from './test-render';

const laptop = {
  id: 7,
  name: 'Lenovo ThinkPad E14',
  price: '52000.00',
  discounted_price: '49500.00',
  stock: 3,
  hidden: true,
} as ProductView;

/** The picker on a screen, with the catalogue search route beside it as `app/routes.ts` registers it. */
function renderPicker(initial?: CatalogueSearch) {
  const onPick = vi.fn<(product: ProductView) => void>();
  const Stub = createRoutesStub([
    { path: '/screen', Component: () => <ProductPicker initial={initial} onPick={onPick} /> },
    { path: '/admin-product-search', loader: clientLoader as LoaderFunction },
  ]);
  render(<Stub initialEntries={['/screen']} />);
  return { onPick, user: userEvent.setup() };
}

describe('the product picker', () => {
  it('searches once typing pauses and hands the chosen product back', async () => {
    signInAsAdmin();
    const received = fakeApi({ 'GET /api/products/': { body: { count: 1, results: [laptop] } } });
    const { onPick, user } = renderPicker();

    await user.type(screen.getByRole('searchbox', { name: 'Add products' }), 'thinkpad');
    expect(screen.getByText('Searching…')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Add Lenovo ThinkPad E14' }));

    expect(onPick).toHaveBeenCalledWith(laptop);
    // One request for the whole word, not one a keystroke; hidden products are offered too.
    expect(received.map((request) => new URL(request.url).searchParams.get('query'))).toEqual(['thinkpad']);
    expect(screen.queryByRole('button', { name: 'Add Lenovo ThinkPad E14' })).toBeNull();
  });

  it("starts with the screen loader's search, without a request, and shows the selling price and stock", async () => {
    signInAsAdmin();
    const received = fakeApi({});
    renderPicker({ query: 'thinkpad', products: [laptop], failed: false });

    expect(screen.getByRole('searchbox', { name: 'Add products' })).toHaveProperty('value', 'thinkpad');
    expect(await screen.findByText(/₱49,500\.00/)).toBeTruthy();
    expect(received).toEqual([]);
    expect(screen.getByText(/3 in stock/)).toBeTruthy();
  });

  it('says when nothing matches and when the search failed', async () => {
    signInAsAdmin();
    fakeApi({ 'GET /api/products/': { body: { count: 0, results: [] } } });
    const { user } = renderPicker();
    const search = screen.getByRole('searchbox', { name: 'Add products' });
    await user.type(search, 'zzz');
    expect(await screen.findByText(adminMessages.orders.pickerNoResults)).toBeTruthy();

    fakeApi({
      'GET /api/products/': { status: 503, body: { detail: 'The shop is temporarily unavailable.' } },
    });
    await user.type(search, 'q');
    expect(await screen.findByText(adminMessages.orders.pickerFailed)).toBeTruthy();
  });
});
