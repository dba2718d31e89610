import { describe, expect, it } from 'vitest';
import { isOwnAccount, staffPatch, staffRoleLabel, type StaffUser } from './staff-admin';

const user: StaffUser = {
  id: 3,
  username: 'Maria',
  email: 'maria@example.com',
  full_name: 'Maria Cruz',
  position: 'Sales',
  is_staff: true,
  is_superuser: false,
  is_active: true,
  date_joined: '2026-11-22T08:00:00.000Z',
  last_login: null,
};

describe('isOwnAccount, staffRoleLabel and staffPatch', () => {
  it('recognises the signed-in account by username or email, ignoring case', () => {
    expect(isOwnAccount(user, { username: 'maria', email: null })).toBe(true);
    expect(isOwnAccount(user, { username: null, email: 'MARIA@example.com' })).toBe(true);
    expect(isOwnAccount(user, { username: 'admin', email: '' })).toBe(false);
    expect(isOwnAccount(user, { username: null, email: null })).toBe(false);
  });

  it('labels the role', () => {
    expect(staffRoleLabel(user)).toBe('Staff');
    expect(staffRoleLabel({ is_superuser: true })).toBe('Admin');
  });

  const values = {
    username: 'm',
    email: 'm@example.com',
    full_name: 'Maria Cruz',
    position: 'Sales Manager',
    is_active: true,
    is_superuser: false,
  };

  it('sends the flags only when they changed', () => {
    expect(staffPatch(user, values)).toEqual({
      username: 'm',
      email: 'm@example.com',
      full_name: 'Maria Cruz',
      position: 'Sales Manager',
    });
    expect(staffPatch(user, { ...values, is_active: false, is_superuser: true })).toEqual({
      username: 'm',
      email: 'm@example.com',
      full_name: 'Maria Cruz',
      position: 'Sales Manager',
      is_active: false,
      is_superuser: true,
    });
  });

  it('sends a new password only when one was typed', () => {
    expect(staffPatch(user, { ...values, password1: '', password2: '' })).toEqual({
      username: 'm',
      email: 'm@example.com',
      full_name: 'Maria Cruz',
      position: 'Sales Manager',
    });
    expect(
      staffPatch(user, { ...values, password1: 'A-long-password', password2: 'A-long-password' }),
    ).toEqual({
      username: 'm',
      email: 'm@example.com',
      full_name: 'Maria Cruz',
      position: 'Sales Manager',
      password1: 'A-long-password',
      password2: 'A-long-password',
    });
  });
});
