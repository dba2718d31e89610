import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import { quotation } from './quotation-fixture';
import * as Quotations from './quotations';

const text = adminMessages.quotations;
const page = (...results: ReturnType<typeof quotation>[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});

describe('the quotations list', () => {
  it('loads the page its address asks for and shows a row for each quotation', async () => {
    signInAsAdmin();
    const sent = fakeApi({
      'GET /api/quotations/': page(
        quotation(7, { status: 'sent', total: '2016.00' }),
        quotation(8, { number: 'QT-2026-000007-R1' }),
      ),
    });
    renderScreen(Quotations, {
      path: adminPaths.quotations,
      url: `${adminPaths.quotations}?status=sent&query=Santos&page=2`,
    });

    const table = await screen.findByRole('table', { name: 'Quotations' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'QT-2026-000007' }).getAttribute('href')).toBe(
      adminPaths.quotation(7),
    );
    expect(within(first!).getByText('₱2,016.00')).toBeTruthy();
    expect(within(second!).getByText('QT-2026-000007-R1')).toBeTruthy();
    const query = new URL(sent[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ status: 'sent', query: 'Santos', page: '2' });
  });

  it('says when a search finds nothing, and offers a retry when the list cannot be loaded', async () => {
    signInAsAdmin();
    const answers: Parameters<typeof fakeApi>[0] = {
      'GET /api/quotations/': { status: 500, body: { detail: 'Server error.' } },
    };
    fakeApi(answers);
    const { user } = renderScreen(Quotations, {
      path: adminPaths.quotations,
      url: `${adminPaths.quotations}?query=Nobody`,
    });

    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
    answers['GET /api/quotations/'] = page();
    await user.click(screen.getByRole('button', { name: adminMessages.list.retry }));
    expect(await screen.findByText(text.noMatches)).toBeTruthy();
  });
});
