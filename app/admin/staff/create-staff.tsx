import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { TextField } from '../shared/text-field';
import { AdminPageHeader, FormActions, Notice, Panel } from '../shared/ui';
import { superuserOnly } from '../shared/admin-session';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { serverFieldMessages } from '../shared/form-state';
import { validateCreateStaff, type CreateStaffValues } from './staff-admin';
import { StaffIdentityFields, useStaffForm } from './staff-form';
import type { Route } from './+types/create-staff';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Create Staff | Back office' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = superuserOnly;

const EMPTY: CreateStaffValues = {
  username: '',
  email: '',
  full_name: '',
  position: '',
  password1: '',
  password2: '',
};

export default function CreateStaff() {
  const {
    values,
    setErrors,
    notice,
    setNotice,
    busy,
    submitWith,
    done: created,
    field,
  } = useStaffForm<CreateStaffValues>(EMPTY);

  const submit = submitWith(
    validateCreateStaff,
    async () => {
      await unwrap(api.POST('/api/user/create-staff/', { body: values }));
      setNotice({ tone: 'success', text: messages.staff.created });
    },
    (failure) => {
      if (failure instanceof ApiError && failure.status < 500) {
        setErrors(serverFieldMessages(failure.body));
        setNotice({ tone: 'error', text: messages.staff.createFailed });
      } else {
        setNotice({ tone: 'error', text: messages.common.unexpected });
      }
    },
  );

  return (
    <>
      <AdminPageHeader
        title="Create Staff"
        description="A new staff account can manage products and categories."
      />
      <Panel className="max-w-2xl p-5 sm:p-6">
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
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
          {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
          <FormActions
            cancelTo={adminPaths.staff}
            submitLabel="Create Staff"
            busy={busy}
            disabled={created}
          />
        </form>
      </Panel>
    </>
  );
}
