import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import type { EmailView } from '~/domain/inquiry';
import { EmailList, resendEmail } from './email-list';
import { fakeApi, renderScreen, signInAsAdmin } from './test-render';

const text = adminMessages.mail;

const failed: EmailView = {
  id: 7,
  kind: 'quotation',
  subject: 'Quotation Q-2026-0001',
  recipients: ['buyer@example.ph'],
  status: 'failed',
  attempts: 5,
  next_attempt_at: null,
  sent_at: null,
  error: '550 Mailbox unavailable',
  inquiry: null,
  quotation: 1,
  created_at: '2026-11-25T02:00:00Z',
};

/** A screen as its host route has it: the list, and the route's action handing the resend on. */
const host = {
  default: () => <EmailList emails={[failed]} none={text.none} testId="emails" />,
  clientAction: async ({ request }: { request: Request }) =>
    resendEmail((await request.formData()).get('email')),
};

describe('the e-mail list', () => {
  it("resends a failed e-mail through its screen's action and says so", async () => {
    signInAsAdmin();
    const sent = fakeApi({ 'POST /api/emails/7/resend/': { body: { ...failed, status: 'queued' } } });
    const { user } = renderScreen(host, { path: '/host' });
    expect(screen.getByText('550 Mailbox unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.resend }));
    expect((await screen.findByRole('status')).textContent).toBe(text.resent);
    expect(sent.map((request) => request.method)).toEqual(['POST']);
  });

  it("shows the server's reason when it refuses", async () => {
    signInAsAdmin();
    fakeApi({ 'POST /api/emails/7/resend/': { status: 409, body: { detail: text.onItsWay } } });
    const { user } = renderScreen(host, { path: '/host' });
    await user.click(screen.getByRole('button', { name: text.resend }));
    expect((await screen.findByRole('status')).textContent).toBe(text.onItsWay);
  });
});
