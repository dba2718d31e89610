import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { SESSION_KEYS } from '../../lib/session';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as Account from './account';

const NEW_PASSWORD = 'a long enough passphrase';

function openAccount(
  answers: Parameters<typeof fakeApi>[0],
  status = { enabled: false, recovery_codes_left: 0 },
) {
  signInAsAdmin();
  window.localStorage.setItem(SESSION_KEYS.email, 'maria@example.ph');
  const sent = fakeApi({ 'GET /api/user/two-factor/': { body: status }, ...answers });
  return { sent, ...renderScreen(Account, { path: adminPaths.account }) };
}

describe('my account', () => {
  it('shows who is signed in and where two-factor sign-in stands', async () => {
    openAccount({}, { enabled: true, recovery_codes_left: 7 });
    expect(await screen.findByText('Signed in as maria@example.ph.')).toBeTruthy();
    expect(screen.getByText(adminMessages.twoFactor.on(7))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
  });

  it('checks the new password in the browser with the server schema and sends nothing', async () => {
    const { sent, user } = openAccount({});
    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), `${NEW_PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(messages.account.changeFailed)).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.common.required)).toBeTruthy();
    expect(screen.getByText(messages.staff.passwordsDoNotMatch)).toBeTruthy();
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });

  it("shows the server's refusal beside the current password, then changes it and empties the form", async () => {
    const { sent, user } = openAccount({
      'POST /api/user/change-password/': {
        status: 400,
        body: {
          detail: `current_password: ${messages.account.wrongCurrentPassword}`,
          current_password: [messages.account.wrongCurrentPassword],
        },
      },
    });
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'not-my-password');
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(messages.account.wrongCurrentPassword)).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe('account-current_password-error');
    expect(await sent[1]?.json()).toEqual({
      current_password: 'not-my-password',
      new_password: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });

    fakeApi({
      'GET /api/user/two-factor/': { body: { enabled: false, recovery_codes_left: 0 } },
      'POST /api/user/change-password/': { body: { detail: messages.account.passwordChanged } },
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.account.passwordChanged)).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('');
  });
});

describe('two-factor sign-in', () => {
  it('sets it up: an empty code is refused in the browser, then the codes show and the status follows', async () => {
    const { sent, user } = openAccount({
      'POST /api/user/two-factor/setup/': {
        body: {
          secret: 'ABCDEFGHIJKLMNOP',
          otpauth_url: 'otpauth://x',
          qr_code: 'data:image/svg+xml;base64,',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveProperty(
      'textContent',
      'ABCD EFGH IJKL MNOP',
    );

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByRole('textbox', {
        name: 'Code from the app',
        description: messages.common.required,
      }),
    ).toBeTruthy();
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/user/two-factor/',
      'POST /api/user/two-factor/setup/',
      'GET /api/user/two-factor/',
    ]);

    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    fakeApi({
      'GET /api/user/two-factor/': { body: { enabled: true, recovery_codes_left: 10 } },
      'POST /api/user/two-factor/confirm/': {
        body: { detail: messages.twoFactor.enabled, recovery_codes: codes },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(messages.twoFactor.enabled)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText(adminMessages.twoFactor.on(10))).toBeTruthy();
  });
});
