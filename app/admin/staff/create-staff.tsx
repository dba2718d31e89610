import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { TextField } from '../shared/text-field';
import { AdminPageHeader, FormActions, Notice, Panel } from '../shared/ui';
import { superuserOnly } from '../shared/admin-session';
import { formValues, unlessRefused, useActionForm } from '../shared/form-action';
import { createStaff } from './staff-actions';
import { StaffIdentityFields, staffField, useReturnToStaffList } from './staff-form';
import type { Route } from './+types/create-staff';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Create Staff | Back office' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = superuserOnly;

export const shouldRevalidate = unlessRefused;

export async function clientAction({ request }: Route.ClientActionArgs) {
  return createStaff(await formValues(request));
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
