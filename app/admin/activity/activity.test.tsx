import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityView } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { clientLoader as activityPage } from '../shared/activity-page';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as Activity from './activity';

const text = adminMessages.activity;

function entry(id: number, label: string, change: Partial<ActivityView> = {}): ActivityView {
  return {
    id,
    occurred_at: '2026-11-22T08:00:00.000Z',
    actor: { id: 2, name: 'maria' },
    entity_type: 'product',
    entity_id: id + 100,
    entity_label: label,
    action: 'updated',
    changes: {},
    note: '',
    ...change,
  };
}

const history = (next_before: number | null, ...results: ActivityView[]) => ({
  body: { results, next_before },
});

function openActivity(url: string = adminPaths.activity) {
  signInAsAdmin();
  return renderScreen(Activity, {
    path: adminPaths.activity,
    url,
    loaders: { '/admin-activity-page': activityPage },
  });
}

const labels = () =>
  screen.getAllByTestId('activity-entry').map((item) => within(item).getByRole('link').textContent);

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('the activity feed', () => {
  it('asks for the filters the URL names and shows the entries, each linked to its record', async () => {
    const sent = fakeApi({ 'GET /api/activity/': history(null, entry(4, 'Epson EB-X51')) });
    openActivity(`${adminPaths.activity}?type=product&q=epson`);

    const link = await screen.findByRole('link', { name: 'Epson EB-X51' });
    expect(link.getAttribute('href')).toBe(adminPaths.editProduct(104));
    expect(screen.getByText('Edited product')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: text.typeLabel })).toHaveProperty('value', 'product');
    expect(screen.getByRole('searchbox', { name: text.searchLabel })).toHaveProperty('value', 'epson');
    expect(sent.map(queryOf)).toEqual([{ entity_type: 'product', q: 'epson' }]);
  });

  it('appends the older page under the entries shown, and starts over when the filters change', async () => {
    fakeApi({ 'GET /api/activity/': history(3, entry(4, 'Epson EB-X51'), entry(3, 'HP LaserJet')) });
    const { user } = openActivity();
    expect(await screen.findByRole('link', { name: 'HP LaserJet' })).toBeTruthy();

    let sent = fakeApi({ 'GET /api/activity/': history(null, entry(2, 'Brother Toner')) });
    await user.click(screen.getByRole('button', { name: text.older }));
    expect(await screen.findByRole('link', { name: 'Brother Toner' })).toBeTruthy();
    expect(labels()).toEqual(['Epson EB-X51', 'HP LaserJet', 'Brother Toner']);
    expect(sent.map(queryOf)).toEqual([{ before: '3', limit: '50' }]);
    expect(screen.queryByRole('button', { name: text.older })).toBeNull();

    sent = fakeApi({
      'GET /api/activity/': history(null, entry(5, 'Receipts', { entity_type: 'category' })),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: text.typeLabel }), 'category');
    expect(await screen.findByRole('link', { name: 'Receipts' })).toBeTruthy();
    expect(labels()).toEqual(['Receipts']);
    expect(sent.map(queryOf)).toEqual([{ entity_type: 'category' }]);
  });

  it('keeps the entries when an older page fails, and its retry asks for that page again', async () => {
    fakeApi({ 'GET /api/activity/': history(3, entry(3, 'HP LaserJet')) });
    const { user } = openActivity();
    const older = await screen.findByRole('button', { name: text.older });
    fakeApi({ 'GET /api/activity/': { status: 503, body: { detail: 'Unavailable.' } } });
    await user.click(older);

    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
    expect(labels()).toEqual(['HP LaserJet']);
    const sent = fakeApi({ 'GET /api/activity/': history(null, entry(2, 'Brother Toner')) });
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('link', { name: 'Brother Toner' })).toBeTruthy();
    expect(screen.queryByText(text.loadFailed)).toBeNull();
    expect(sent.map(queryOf)).toEqual([{ before: '3', limit: '50' }]);
  });

  it('says so when the feed fails, and the retry loads it again', async () => {
    fakeApi({ 'GET /api/activity/': { status: 503, body: { detail: 'Unavailable.' } } });
    const { user } = openActivity();
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();

    fakeApi({ 'GET /api/activity/': history(null, entry(3, 'HP LaserJet')) });
    await user.click(screen.getByRole('button', { name: adminMessages.list.retry }));
    expect(await screen.findByRole('link', { name: 'HP LaserJet' })).toBeTruthy();
    expect(screen.queryByText(text.loadFailed)).toBeNull();
  });

  it('says when nothing matches the filters', async () => {
    fakeApi({ 'GET /api/activity/': history(null) });
    openActivity(`${adminPaths.activity}?q=nothing`);
    expect(await screen.findByText(text.emptyFiltered)).toBeTruthy();
  });
});
