import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import type { CategoryView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as PriceTiers from './price-tiers';

const text = adminMessages.pricing;

function category(id: number, name: string): CategoryView {
  return { id, name, slug: name.toLowerCase(), icon: null, icon_srcset: null, image: null, product_count: 1 };
}

const categories = [category(1, 'Laptops'), category(2, 'Printers')];
const dealer = {
  id: 4,
  name: 'Dealer',
  customer_count: 3,
  category_discounts: [{ category: 2, category_name: 'Printers', percent: '12.50' }],
};

function openTiers(answers: Parameters<typeof fakeApi>[0] = {}) {
  signInAsAdmin();
  const sent = fakeApi({
    'GET /api/price-tiers/': { body: [dealer] },
    'GET /api/categories/': { body: categories },
    ...answers,
  });
  return { sent, ...renderScreen(PriceTiers, { path: adminPaths.priceTiers }) };
}

const puts = (sent: Request[]) => sent.filter((request) => request.method === 'PUT');

describe('the price tiers screen', () => {
  it('lists the tiers with their customers and category percentages, and saves a new tier with the rest in one PUT', async () => {
    const { sent, user } = openTiers({
      'PUT /api/price-tiers/': { body: [dealer, { ...dealer, id: 5, name: 'Project', customer_count: 0 }] },
    });

    expect(((await screen.findByLabelText('Tier name 1')) as HTMLInputElement).value).toBe('Dealer');
    expect(screen.getByText(text.customersOnTier(3))).toBeTruthy();
    expect((screen.getByLabelText('% off retail (Dealer, Printers)') as HTMLInputElement).value).toBe('12.5');

    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByLabelText('Tier name 2'), 'Project');
    await user.click(screen.getByRole('button', { name: 'Add category percentage to Project' }));
    expect((screen.getByLabelText('Category (Project, line 1)') as HTMLSelectElement).value).toBe('1');
    await user.type(screen.getByLabelText('% off retail (Project, Laptops)'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save tiers' }));

    expect(await screen.findByText(text.tiersSaved)).toBeTruthy();
    const [put] = puts(sent);
    expect(await put!.json()).toEqual({
      tiers: [
        { id: 4, name: 'Dealer', category_discounts: [{ category: 2, percent: '12.5' }] },
        { name: 'Project', category_discounts: [{ category: 1, percent: '7.5' }] },
      ],
    });
  });

  it('refuses an empty name and a bad percentage in the browser, beside their rows, sending nothing', async () => {
    const { sent, user } = openTiers();
    await user.clear(await screen.findByLabelText('Tier name 1'));
    await user.clear(screen.getByLabelText('% off retail (Tier 1, Printers)'));
    await user.type(screen.getByLabelText('% off retail (Tier 1, Printers)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save tiers' }));

    expect(await screen.findByText(text.tiersSaveFailed)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Tier name 1', description: messages.common.required }),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: '% off retail (Tier 1, Printers)',
        description: messages.pricing.percentInvalid,
      }),
    ).toBeTruthy();
    expect(puts(sent)).toEqual([]);
  });

  it("shows the API's refusal beside the tier it came from, and says removed tiers' customers go to retail", async () => {
    const { user } = openTiers({
      'PUT /api/price-tiers/': {
        status: 400,
        body: { detail: 'tiers: taken', tiers: [{}, { name: [messages.pricing.tierNameTaken] }] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add tier' }));
    await user.type(screen.getByLabelText('Tier name 2'), 'Wholesale');
    await user.click(screen.getByRole('button', { name: 'Save tiers' }));

    const second = await screen.findByRole('textbox', {
      name: 'Tier name 2',
      description: messages.pricing.tierNameTaken,
    });
    expect(second).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Tier name 1', description: /./ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove tier Dealer' }));
    expect(screen.getByText(text.removedTiersNote('Dealer'))).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Wholesale' })).getByText(text.customersOnTier(0)),
    ).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    openTiers({ 'GET /api/price-tiers/': { status: 500, body: { detail: 'down' } } });
    expect(await screen.findByText(text.tiersLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
