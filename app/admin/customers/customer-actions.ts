import { redirect } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { customerCreateSchema, customerPatchSchema } from '~/domain/customer';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { adminPaths } from '../../lib/admin-paths';
import { withReason } from '../shared/failure-reason';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages } from '../shared/form-state';
import { leaveNotice } from '../shared/left-notice';
import { customerSubmission, messagesByFormRow } from './customer-form-model';

const text = adminMessages.customers;

const refused = (notice: string, errors?: FormResult['errors']): FormResult => ({
  errors,
  notice: { tone: 'error', text: notice },
});

/** Leaves the notice for the screen the action moves on to, and moves on. */
function moveOn(path: string, notice: string): never {
  leaveNotice(path, { tone: 'success', text: notice });
  throw redirect(path);
}

/**
 * Checks the customer form with the schema the API parses it with, then adds (`id` null) or saves the customer
 * and opens its page; a refusal comes back beside the fields, contact and address rows included.
 */
export async function saveCustomer(id: number | null, values: Record<string, string>): Promise<FormResult> {
  const { body, rows } = customerSubmission(values);
  const errors = schemaMessages(id === null ? customerCreateSchema : customerPatchSchema, body);
  if (hasMessages(errors)) return refused(text.saveFailed, messagesByFormRow(errors, rows));
  let saved: { id: number; code: string };
  try {
    saved =
      id === null
        ? await unwrap(api.POST('/api/customers/', { body }))
        : await unwrap(api.PATCH('/api/customers/{id}/', { params: { path: { id } }, body }));
  } catch (failure) {
    const failed = failure instanceof ApiError ? failure.body : null;
    const fields = messagesByFormRow(serverFieldMessages(failed), rows);
    return refused(hasMessages(fields) ? text.saveFailed : withReason(text.saveFailed, failed), fields);
  }
  return moveOn(adminPaths.customer(saved.id), id === null ? text.created(saved.code) : text.saved);
}

/** Deletes the customer (an administrator's action) and goes back to the list. */
export async function deleteCustomer(id: number, name: string): Promise<FormResult> {
  try {
    await unwrap(api.DELETE('/api/customers/{id}/', { params: { path: { id } } }));
  } catch (failure) {
    return refused(withReason(text.deleteFailed, failure instanceof ApiError ? failure.body : null));
  }
  return moveOn(adminPaths.customers, text.deleted(name));
}

/** Merges the chosen customer into this one (an administrator's action); the page then shows both histories. */
export async function mergeCustomer(id: number, other: number, otherName: string): Promise<FormResult> {
  try {
    await unwrap(
      api.POST('/api/customers/{id}/merge/', { params: { path: { id } }, body: { customer: other } }),
    );
  } catch (failure) {
    return refused(withReason(text.mergeFailed, failure instanceof ApiError ? failure.body : null));
  }
  return { notice: { tone: 'success', text: text.merged(otherName) } };
}
