import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { INQUIRY_LIMITS } from '~/domain/inquiry';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as Inquiries from './inquiries';
import type { InquiryPage, InquiryView } from './inquiry-inbox';

const text = adminMessages.inquiryInbox;

function inquiry(id: number, name: string, change: Partial<InquiryView> = {}): InquiryView {
  return {
    id,
    name,
    phone: '+63 917 555 0101',
    company: 'Santos Trading',
    email: 'maria@example.ph',
    purpose: 'Request for Quote',
    brands: 'HP',
    products: '',
    service: '',
    message: 'Please quote 5 units.',
    status: 'new',
    notes: '',
    forward_status: 'not_configured',
    forward_attempts: 0,
    forward_error: null,
    forwarded_at: null,
    customer_id: null,
    created_at: '2026-11-22T08:00:00.000Z',
    updated_at: '2026-11-22T08:00:00.000Z',
    ...change,
  };
}

function page(results: InquiryView[], counts: Partial<InquiryPage['status_counts']> = {}): InquiryPage {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    status_counts: { new: 0, in_progress: 0, quoted: 0, closed: 0, ...counts },
  };
}

const maria = inquiry(1, 'Maria Santos');
const jose = inquiry(2, 'Jose Rizal', { status: 'quoted', company: 'Rizal Clinic' });
const noQuotations = { count: 0, next: null, previous: null, results: [] };
const noHistory = { results: [], next_before: null };

type Answers = Record<string, { status?: number; body: unknown }>;

/** The inbox with Maria's inquiry open beside a list of two; the answers can be changed between loads. */
function openMaria(change: Answers = {}) {
  signInAsAdmin();
  const answers: Answers = {
    'GET /api/inquiries/': { body: page([maria, jose], { new: 1, quoted: 1 }) },
    'GET /api/inquiries/1/': { body: { ...maria, emails: [] } },
    'GET /api/quotations/': { body: noQuotations },
    'GET /api/activity/': { body: noHistory },
    ...change,
  };
  const sent = fakeApi(answers);
  const rendered = renderScreen(Inquiries, {
    path: adminPaths.inquiries,
    url: `${adminPaths.inquiries}?id=1`,
  });
  return { ...rendered, answers, sent };
}

const patches = (sent: Request[]) => sent.filter((request) => request.method === 'PATCH');

describe('the inquiry inbox', () => {
  it('lists the inquiries with their tab counts, and shows the one the URL opens', async () => {
    openMaria();
    const detail = await screen.findByRole('article');
    expect(within(detail).getByRole('heading', { level: 2, name: 'Maria Santos' })).toBeTruthy();
    expect(within(detail).getByText(text.quotationsNone)).toBeTruthy();

    const rows = screen.getAllByTestId('inquiry-row');
    expect(rows.map((row) => within(row).getByTestId('status-badge').textContent)).toEqual(['New', 'Quoted']);
    expect(within(rows[0]!).getByRole('link').getAttribute('aria-current')).toBe('true');
    const tabs = screen.getByRole('navigation', { name: text.statusTabs });
    expect(within(tabs).getByRole('button', { name: /^All/ }).textContent).toBe('All2');
  });

  it('asks the API for the view the URL names', async () => {
    signInAsAdmin();
    const sent = fakeApi({ 'GET /api/inquiries/': { body: page([jose], { quoted: 1 }) } });
    renderScreen(Inquiries, {
      path: adminPaths.inquiries,
      url: `${adminPaths.inquiries}?status=quoted&q=rizal&page=2`,
    });
    expect(await screen.findByText('Jose Rizal')).toBeTruthy();
    expect(screen.getByText(text.selectPrompt)).toBeTruthy();
    const query = new URL(sent[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '2', page_size: '20', status: 'quoted', q: 'rizal' });
  });

  it('keeps its frame when the list fails, and the retry loads it again', async () => {
    const { user, answers } = openMaria({ 'GET /api/inquiries/': { status: 500, body: { detail: 'Boom' } } });
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
    expect(screen.getByRole('article')).toBeTruthy();

    answers['GET /api/inquiries/'] = { body: page([maria, jose], { new: 1, quoted: 1 }) };
    await user.click(screen.getByRole('button', { name: adminMessages.list.retry }));
    expect(await screen.findAllByTestId('inquiry-row')).toHaveLength(2);
  });

  it('says so when the open inquiry is gone', async () => {
    openMaria({ 'GET /api/inquiries/1/': { status: 404, body: { detail: 'Not found.' } } });
    expect(await screen.findByText(text.detailMissing)).toBeTruthy();
  });

  it('reads the inquiry when only its quotations failed', async () => {
    openMaria({ 'GET /api/quotations/': { status: 500, body: { detail: 'Boom' } } });
    const detail = await screen.findByRole('article');
    expect(within(detail).getByText(text.quotationsFailed)).toBeTruthy();
  });
});

describe('the follow-up form', () => {
  it('saves a status change, and the router loads the list and the inquiry again', async () => {
    const { user, answers, sent } = openMaria();
    const status = await screen.findByRole('combobox', { name: text.statusLabel });
    const save = screen.getByRole('button', { name: text.save });
    expect(save).toHaveProperty('disabled', true);

    const changed = { ...maria, status: 'in_progress' as const, updated_at: '2026-11-22T09:00:00.000Z' };
    answers['PATCH /api/inquiries/1/'] = { body: changed };
    answers['GET /api/inquiries/1/'] = { body: { ...changed, emails: [] } };
    answers['GET /api/inquiries/'] = { body: page([changed, jose], { in_progress: 1, quoted: 1 }) };
    await user.selectOptions(status, 'in_progress');
    await user.click(save);

    expect(await screen.findByText(text.updated)).toBeTruthy();
    expect(await patches(sent)[0]?.json()).toEqual({ status: 'in_progress', notes: '' });
    const row = await screen.findByRole('link', { name: /Maria Santos/ });
    expect(within(row).getByTestId('status-badge').textContent).toBe('In progress');
    const tabs = screen.getByRole('navigation', { name: text.statusTabs });
    expect(within(tabs).getByRole('button', { name: /^In progress/ }).textContent).toBe('In progress1');
    expect(screen.getByRole('button', { name: text.save })).toHaveProperty('disabled', true);
  });

  it("shows the inquiry's history, and the saved change in it once the router loads it again", async () => {
    const received = {
      id: 8,
      occurred_at: '2026-11-22T08:00:00.000Z',
      actor: { id: null, name: '' },
      entity_type: 'inquiry',
      entity_id: 1,
      entity_label: 'Maria Santos',
      action: 'received',
      changes: {},
      note: '',
    };
    const { user, answers, sent } = openMaria({
      'GET /api/activity/': { body: { results: [received], next_before: null } },
    });
    const history = await screen.findByRole('list', { name: adminMessages.activity.historyTitle });
    expect(within(history).getByText('Received inquiry')).toBeTruthy();
    const asked = sent.find((request) => request.url.includes('/api/activity/'));
    expect(Object.fromEntries(new URL(asked!.url).searchParams)).toEqual({
      entity_type: 'inquiry',
      entity_id: '1',
      limit: '10',
    });

    const changed = { ...maria, status: 'closed' as const, updated_at: '2026-11-22T09:00:00.000Z' };
    const edited = {
      ...received,
      id: 9,
      actor: { id: 2, name: 'maria' },
      action: 'updated',
      changes: { status: { from: 'new', to: 'closed' } },
    };
    answers['PATCH /api/inquiries/1/'] = { body: changed };
    answers['GET /api/inquiries/1/'] = { body: { ...changed, emails: [] } };
    answers['GET /api/activity/'] = { body: { results: [edited, received], next_before: null } };
    await user.selectOptions(screen.getByRole('combobox', { name: text.statusLabel }), 'closed');
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await within(history).findByText('Edited inquiry')).toBeTruthy();
    const entries = within(history).getAllByTestId('activity-entry');
    expect(entries.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Edited inquirymaria · .*Status:New.*Closed$/),
      expect.stringMatching(/^Received inquiry/),
    ]);
  });

  it('refuses notes longer than the API takes before sending, with its message beside them', async () => {
    const { user, sent } = openMaria();
    const notes = await screen.findByRole('textbox', { name: text.notesLabel });
    // The text area's maxLength stops typing there; a pasted or scripted value can still be longer.
    fireEvent.change(notes, { target: { value: 'x'.repeat(INQUIRY_LIMITS.notes + 1) } });
    await user.click(screen.getByRole('button', { name: text.save }));

    const tooLong = `Ensure this field has no more than ${INQUIRY_LIMITS.notes} characters.`;
    expect(await screen.findByRole('textbox', { name: text.notesLabel, description: tooLong })).toBe(notes);
    expect(screen.getByRole('alert').textContent).toBe(text.updateFailed);
    expect(patches(sent)).toEqual([]);
  });

  it("shows the server's refusal of the notes beside them, and keeps what was typed", async () => {
    const { user, sent } = openMaria({
      'PATCH /api/inquiries/1/': {
        status: 400,
        body: { detail: 'notes: Too long.', notes: ['Too long.'] },
      },
    });
    const notes = await screen.findByRole('textbox', { name: text.notesLabel });
    await user.type(notes, 'Will fail');
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByRole('textbox', { name: text.notesLabel, description: 'Too long.' })).toBe(
      notes,
    );
    expect(screen.getByRole('alert').textContent).toBe(text.updateFailed);
    expect(notes).toHaveProperty('value', 'Will fail');
    expect(patches(sent)).toHaveLength(1);

    // Editing the notes takes the message away.
    await user.type(notes, '!');
    expect(notes.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows a refusal that names no field as the server's sentence", async () => {
    const { user } = openMaria({
      'PATCH /api/inquiries/1/': { status: 403, body: { detail: 'You do not have permission.' } },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: text.statusLabel }), 'closed');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission.');
  });
});

describe('the inquiry’s customer', () => {
  const customerText = adminMessages.documentCustomer;
  const santos = { id: 7, code: 'C-00007', name: 'Santos Trading', tier: 2, tier_name: 'Dealer' };

  it('suggests the customers it may belong to, and links one', async () => {
    const { user, answers, sent } = openMaria({
      'GET /api/inquiries/1/': {
        body: {
          ...maria,
          emails: [],
          customer: null,
          customer_matches: [{ ...santos, matched_by: ['email'] }],
        },
      },
    });
    const section = await screen.findByTestId('inquiry-customer');
    expect(within(section).getByRole('link', { name: 'C-00007 Santos Trading' }).getAttribute('href')).toBe(
      adminPaths.customer(7),
    );
    expect(within(section).getByText('same e-mail')).toBeTruthy();

    const linked = { ...maria, customer_id: 7, customer: santos, updated_at: '2026-11-22T09:00:00.000Z' };
    answers['PATCH /api/inquiries/1/'] = { body: linked };
    answers['GET /api/inquiries/1/'] = { body: { ...linked, emails: [] } };
    await user.click(within(section).getByRole('button', { name: customerText.linkTo('Santos Trading') }));

    expect(await screen.findByText(customerText.linkedNotice('Santos Trading'))).toBeTruthy();
    expect(await patches(sent)[0]?.json()).toEqual({ customer_id: 7 });
    expect(await screen.findByText(customerText.linked)).toBeTruthy();
    expect(screen.getByText(customerText.tier('Dealer'))).toBeTruthy();
  });

  it('makes a customer from the inquiry in one step', async () => {
    const { user, answers, sent } = openMaria({
      'GET /api/inquiries/1/': { body: { ...maria, emails: [], customer: null, customer_matches: [] } },
    });
    const section = await screen.findByTestId('inquiry-customer');
    expect(within(section).getByText(customerText.none)).toBeTruthy();

    const made = { ...santos, id: 8, code: 'C-00008', tier: null, tier_name: null };
    const linked = { ...maria, customer_id: 8, customer: made, updated_at: '2026-11-22T09:00:00.000Z' };
    answers['POST /api/inquiries/1/customer/'] = { status: 201, body: { ...linked, emails: [] } };
    answers['GET /api/inquiries/1/'] = { body: { ...linked, emails: [] } };
    await user.click(within(section).getByRole('button', { name: customerText.create }));

    expect(await screen.findByText(customerText.createdNotice('C-00008'))).toBeTruthy();
    expect(
      sent.some((request) => request.method === 'POST' && request.url.endsWith('/api/inquiries/1/customer/')),
    ).toBe(true);
    expect(await screen.findByRole('link', { name: 'C-00008 Santos Trading' })).toBeTruthy();
  });
});
