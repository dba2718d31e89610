import {
  createStaffSchema,
  setStaffPasswordSchema,
  updateStaffSchema,
  type CreateStaffInput,
} from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { SESSION_KEYS } from '../../lib/session';
import { withReason } from '../shared/failure-reason';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages } from '../shared/form-state';
import { isOwnAccount, signedInAccount, staffPatch, type StaffUser } from './staff-admin';

const refused = (text: string, errors?: FormResult['errors']): FormResult => ({
  errors,
  notice: { tone: 'error', text },
});

/** Checks the create form with the server's schema, then creates the account; a refusal comes back by field. */
export async function createStaff(values: Record<string, string>): Promise<FormResult> {
  const errors = schemaMessages(createStaffSchema, values);
  if (hasMessages(errors)) return refused(messages.staff.createFailed, errors);
  try {
    await unwrap(api.POST('/api/user/create-staff/', { body: values as CreateStaffInput }));
    return { notice: { tone: 'success', text: messages.staff.created } };
  } catch (failure) {
    if (failure instanceof ApiError && failure.status < 500) {
      return refused(messages.staff.createFailed, serverFieldMessages(failure.body));
    }
    return refused(messages.common.unexpected);
  }
}

/**
 * Checks the edit form with the server's schemas (the account, and a new password when one is typed), then saves
 * what changed. The form carries the account as loaded, for the flags' changes and the own-account check.
 */
export async function updateStaff(id: number, form: Record<string, string>): Promise<FormResult> {
  const { original: loaded = '{}' } = form;
  const original = JSON.parse(loaded) as Pick<StaffUser, 'username' | 'email' | 'is_active' | 'is_superuser'>;
  const body = staffPatch(original, {
    username: form.username ?? '',
    email: form.email ?? '',
    full_name: form.full_name ?? '',
    position: form.position ?? '',
    is_active: form.is_active === 'true',
    is_superuser: form.is_superuser === 'true',
    password1: form.password1,
    password2: form.password2,
  });
  const errors = {
    ...schemaMessages(updateStaffSchema, body),
    ...(body.password1 === undefined ? {} : schemaMessages(setStaffPasswordSchema, body)),
  };
  if (hasMessages(errors)) return refused(messages.staff.updateFailed, errors);
  try {
    const updated = await unwrap(api.PATCH('/api/user/staff/{id}/', { params: { path: { id } }, body }));
    // The sidebar and the own-row check read the stored name, so a renamed own account keeps matching.
    if (isOwnAccount({ ...updated, ...original }, signedInAccount())) {
      window.localStorage.setItem(SESSION_KEYS.username, updated.username);
      window.localStorage.setItem(SESSION_KEYS.email, updated.email);
    }
    return { notice: { tone: 'success', text: messages.staff.updated } };
  } catch (failure) {
    const failed = failure instanceof ApiError ? failure.body : null;
    const fields = serverFieldMessages(failed);
    const text = hasMessages(fields)
      ? messages.staff.updateFailed
      : withReason(messages.staff.updateFailed, failed);
    return refused(text, fields);
  }
}
