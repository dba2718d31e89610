import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { SESSION_KEYS } from '../../lib/session';
import { fakeApi, renderScreen } from '../shared/test-render';
import CreateStaff from './create-staff';
import type { StaffUser } from './staff-admin';
import StaffList from './staff';

function staffUser(id: number, username: string, change: Partial<StaffUser> = {}): StaffUser {
  return {
    id,
    username,
    email: `${username}@example.ph`,
    full_name: '',
    position: '',
    is_staff: true,
    is_superuser: false,
    is_active: true,
    date_joined: '2026-01-05T02:00:00Z',
    last_login: null,
    ...change,
  };
}

describe('the staff list', () => {
  it("shows a row for each user of the API's answer, with their role and state", async () => {
    window.localStorage.setItem(SESSION_KEYS.username, 'maria');
    fakeApi({
      'GET /api/user/staff-list/': {
        body: [staffUser(1, 'maria', { is_superuser: true }), staffUser(2, 'jose', { is_active: false })],
      },
    });
    renderScreen(StaffList, { path: adminPaths.staff });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, maria, jose] = rows;
    // The address is also under the name, for phones, where the Email column is hidden.
    expect(within(maria!).getByRole('cell', { name: 'maria@example.ph' })).toBeTruthy();
    expect(within(maria!).getByText('Admin')).toBeTruthy();
    expect(within(maria!).getByText('You')).toBeTruthy();
    // Nobody deletes the account they are signed in with.
    expect(
      within(maria!).getByRole('button', { name: adminMessages.categoriesStaff.ownAccountNoDelete }),
    ).toHaveProperty('disabled', true);
    expect(within(jose!).getByText('Staff')).toBeTruthy();
    expect(within(jose!).getByText('Inactive')).toBeTruthy();
    expect(within(jose!).getByRole('link', { name: 'Edit jose' }).getAttribute('href')).toBe(
      adminPaths.editStaff(2),
    );
  });

  it('says so when there are no staff users', async () => {
    fakeApi({ 'GET /api/user/staff-list/': { body: [] } });
    renderScreen(StaffList, { path: adminPaths.staff });
    expect(await screen.findByText(messages.staff.empty)).toBeTruthy();
  });
});

describe('creating a staff user', () => {
  it("shows the server's refusal of a field under that field", async () => {
    const sent = fakeApi({
      'POST /api/user/create-staff/': {
        status: 400,
        body: {
          detail: `username: ${messages.staff.usernameTaken}`,
          username: [messages.staff.usernameTaken],
        },
      },
    });
    const { user } = renderScreen(CreateStaff, { path: adminPaths.createStaff });

    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Email'), 'maria@example.ph');
    await user.type(screen.getByLabelText('Password'), 'a long enough passphrase');
    await user.type(screen.getByLabelText('Confirm Password'), 'a long enough passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Staff' }));

    expect(await screen.findByText(messages.staff.createFailed)).toBeTruthy();
    // The message is the field's description, so a screen reader reads it with the field.
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Username', description: messages.staff.usernameTaken })).toBe(
      username,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBeNull();
    expect(await sent[0]?.json()).toMatchObject({ username: 'maria', email: 'maria@example.ph' });
  });
});
