import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { createStaffSchema, type CreateStaffInput } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { TextField } from '../shared/text-field';
import { AdminPageHeader, FormActions, Notice, Panel } from '../shared/ui';
import { superuserOnly } from '../shared/admin-session';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { hasMessages, serverFieldMessages } from '../shared/form-state';
import {
  formValues,
  schemaMessages,
  unlessRefused,
  useActionForm,
  type FormResult,
} from '../shared/form-action';
import { StaffIdentityFields, staffField, useReturnToStaffList } from './staff-form';
import type { Route } from './+types/create-staff';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Create Staff | Back office' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = superuserOnly;

export const shouldRevalidate = unlessRefused;

/** Checks the form with the server's schema, then creates the account; a refusal comes back by field. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const values = await formValues(request);
  const errors = schemaMessages(createStaffSchema, values);
  if (hasMessages(errors)) return { errors, notice: { tone: 'error', text: messages.staff.createFailed } };
  try {
    await unwrap(api.POST('/api/user/create-staff/', { body: values as CreateStaffInput }));
    return { notice: { tone: 'success', text: messages.staff.created } };
  } catch (failure) {
    if (failure instanceof ApiError && failure.status < 500) {
      return {
        errors: serverFieldMessages(failure.body),
        notice: { tone: 'error', text: messages.staff.createFailed },
      };
    }
    return { notice: { tone: 'error', text: messages.common.unexpected } };
  }
}

export default function CreateStaff() {
  const { fetcher, result, busy, errors, done, onChange } = useActionForm();
  useReturnToStaffList(done);
  const field = staffField(errors, done);

  return (
    <>
      <AdminPageHeader
        title="Create Staff"
        description="A new staff account can manage products and categories."
      />
      <Panel className="max-w-2xl p-5 sm:p-6">
        <fetcher.Form method="post" noValidate onChange={onChange} className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <StaffIdentityFields field={field} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password, not the username or email.`}
              {...field('password1')}
            />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
              {...field('password2')}
            />
          </div>
          {result && <Notice tone={result.notice.tone}>{result.notice.text}</Notice>}
          <FormActions cancelTo={adminPaths.staff} submitLabel="Create Staff" busy={busy} disabled={done} />
        </fetcher.Form>
      </Panel>
    </>
  );
}
