import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { TextField } from '../shared/text-field';
import { AdminPageHeader, buttonClass, Notice, Panel, FormActions } from '../shared/ui';
import { LoadFailedPanel, LoadingPanel } from '../shared/load-state';
import { superuserOnly } from '../shared/admin-session';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { withReason } from '../shared/failure-reason';
import { SESSION_KEYS } from '../../lib/session';
import { hasMessages, serverFieldMessages } from '../shared/form-state';
import { isOwnAccount, staffPatch, validateEditStaff, type StaffUser } from './staff-admin';
import { idParams, useApiGet } from '../shared/use-api-data';
import { StaffIdentityFields, useStaffForm } from './staff-form';
import type { Route } from './+types/edit-staff';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Edit Staff | Back office' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = superuserOnly;

function Toggle({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${id}-description`} className="text-xs text-slate-500">
          {description}
        </p>
      </div>
    </div>
  );
}

const ACCESS_TOGGLES = [
  {
    name: 'is_active',
    id: 'staff-active',
    label: 'Active',
    description: 'Inactive accounts cannot sign in; their sessions end when saved.',
  },
  {
    name: 'is_superuser',
    id: 'staff-superuser',
    label: 'Administrator',
    description:
      'Administrators also manage staff, add and delete categories and use Excel import and export.',
  },
] as const;

function EditStaffForm({ user }: { user: StaffUser }) {
  const own = isOwnAccount(user, {
    username: window.localStorage.getItem(SESSION_KEYS.username),
    email: window.localStorage.getItem(SESSION_KEYS.email),
  });
  const {
    values,
    setValues,
    setErrors,
    notice,
    setNotice,
    busy,
    submitWith,
    done: saved,
    field: textField,
  } = useStaffForm({
    username: user.username,
    email: user.email,
    full_name: user.full_name,
    position: user.position,
    is_active: user.is_active,
    is_superuser: user.is_superuser,
    password1: '',
    password2: '',
  });
  const text = (name: 'username' | 'email' | 'full_name' | 'position' | 'password1' | 'password2') =>
    textField(name);

  const submit = submitWith(
    validateEditStaff,
    async () => {
      const updated = await unwrap(
        api.PATCH('/api/user/staff/{id}/', {
          params: { path: { id: user.id } },
          body: staffPatch(user, values),
        }),
      );
      // The sidebar and the own-row check read the stored name, so a renamed own account keeps matching.
      if (own) {
        window.localStorage.setItem(SESSION_KEYS.username, updated.username);
        window.localStorage.setItem(SESSION_KEYS.email, updated.email);
      }
      setNotice({ tone: 'success', text: messages.staff.updated });
    },
    (failure) => {
      const body = failure instanceof ApiError ? failure.body : null;
      const fields = serverFieldMessages(body);
      setErrors(fields);
      setNotice({
        tone: 'error',
        text: hasMessages(fields)
          ? messages.staff.updateFailed
          : withReason(messages.staff.updateFailed, body),
      });
    },
  );

  return (
    <Panel className="max-w-2xl p-5 sm:p-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <StaffIdentityFields field={text} />
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">Access</legend>
          {ACCESS_TOGGLES.map(({ name, id, label, description }) => (
            <Toggle
              key={name}
              id={id}
              label={label}
              description={description}
              checked={values[name]}
              disabled={saved}
              onChange={(checked) => setValues((current) => ({ ...current, [name]: checked }))}
            />
          ))}
          {own && <p className="text-xs text-slate-500">{adminMessages.categoriesStaff.ownSuperuserHint}</p>}
        </fieldset>
        {!own && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">Set a new password</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`Leave empty to keep the current one. At least ${PASSWORD_MIN_LENGTH} characters; saving signs ${user.username} out everywhere.`}
                {...text('password1')}
              />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                {...text('password2')}
              />
            </div>
          </fieldset>
        )}
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
        <FormActions cancelTo={adminPaths.staff} submitLabel="Save Changes" busy={busy} disabled={saved} />
      </form>
    </Panel>
  );
}

export default function EditStaff({ params }: Route.ComponentProps) {
  const { data, error, loading } = useApiGet('/api/user/staff/{id}/', idParams(params.id));

  return (
    <>
      <AdminPageHeader
        title="Edit Staff"
        description={data ? `Update ${data.username}'s account.` : undefined}
      />
      {loading ? (
        <LoadingPanel className="max-w-2xl" label={adminMessages.categoriesStaff.staffUserLoading} />
      ) : error || !data ? (
        <LoadFailedPanel className="max-w-2xl" text={messages.staff.fetchFailed}>
          <Link to={adminPaths.staff} className={buttonClass('secondary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to staff
          </Link>
        </LoadFailedPanel>
      ) : (
        <EditStaffForm key={data.id} user={data} />
      )}
    </>
  );
}
