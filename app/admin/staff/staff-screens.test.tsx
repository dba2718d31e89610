import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as CreateStaff from './create-staff';
import type { StaffUser } from './staff-admin';
import * as EditStaff from './edit-staff';
import * as StaffList from './staff';

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
    signInAsAdmin('maria');
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
    signInAsAdmin();
    fakeApi({ 'GET /api/user/staff-list/': { body: [] } });
    renderScreen(StaffList, { path: adminPaths.staff });
    expect(await screen.findByText(messages.staff.empty)).toBeTruthy();
  });
});

describe('creating a staff user', () => {
  it("shows the server's refusal of a field under that field", async () => {
    signInAsAdmin();
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

    await user.type(await screen.findByLabelText('Username'), 'maria');
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

describe('the staff forms check in the browser with the server schema', () => {
  it('shows the required messages and a mismatch before sending anything', async () => {
    signInAsAdmin();
    const sent = fakeApi({});
    const { user } = renderScreen(CreateStaff, { path: adminPaths.createStaff });

    await user.type(await screen.findByLabelText('Password'), 'a long enough passphrase');
    await user.type(screen.getByLabelText('Confirm Password'), 'another long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create Staff' }));

    expect(await screen.findByText(messages.staff.createFailed)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Username', description: messages.common.required }),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Email', description: messages.common.required }),
    ).toBeTruthy();
    expect(screen.getByText(messages.staff.passwordsDoNotMatch)).toBeTruthy();
    expect(sent).toEqual([]);

    // Editing a field takes its message away.
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'maria');
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('edits an account: an emptied email is refused before the PATCH, then the change is sent', async () => {
    signInAsAdmin('maria');
    const jose = staffUser(2, 'jose');
    const sent = fakeApi({
      'GET /api/user/staff/2/': { body: jose },
      'PATCH /api/user/staff/2/': { body: { ...jose, email: 'jose@example.com' } },
    });
    const { user } = renderScreen(EditStaff, { path: '/edit-staff/:id', url: adminPaths.editStaff(2) });

    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.getByText("Update jose's account.")).toBeTruthy();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('textbox', { name: 'Email', description: messages.common.required })).toBe(
      email,
    );
    expect(sent.map((request) => request.method)).toEqual(['GET']);

    await user.type(email, 'jose@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.staff.updated)).toBeTruthy();
    expect(await sent[1]?.json()).toEqual({
      username: 'jose',
      email: 'jose@example.com',
      full_name: '',
      position: '',
    });
  });

  it('an account that cannot be fetched says so, with the way back', async () => {
    signInAsAdmin();
    fakeApi({ 'GET /api/user/staff/9/': { status: 404, body: { detail: 'Not found.' } } });
    renderScreen(EditStaff, { path: '/edit-staff/:id', url: adminPaths.editStaff(9) });
    expect(await screen.findByText(messages.staff.fetchFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to staff' }).getAttribute('href')).toBe(adminPaths.staff);
  });
});
