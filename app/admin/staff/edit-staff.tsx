import { ArrowLeft } from 'lucide-react';

import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { TextField } from '../shared/text-field';
import { AdminPageHeader, Notice, Panel, FormActions, LinkButton } from '../shared/ui';
import { LoadFailedPanel } from '../shared/load-state';
import { requireSuperuser } from '../shared/admin-session';
import { api, unwrap } from '../../lib/api-client';
import { formValues, unlessRefused, useActionForm } from '../shared/form-action';
import { positiveInt } from '../shared/list-params';
import { isOwnAccount, signedInAccount, type StaffUser } from './staff-admin';
import { updateStaff } from './staff-actions';
import { StaffIdentityFields, staffField, useReturnToStaffList } from './staff-form';
import type { Route } from './+types/edit-staff';
import { adminPaths } from '../../lib/admin-paths';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Edit Staff | Back office' }, { name: 'robots', content: 'noindex' }];
}

function staffId(raw: string): number {
  const id = positiveInt(raw);
  // The address names no account: the route's error boundary says it could not be fetched.
  if (id === null) throw new Error(messages.staff.fetchFailed);
  return id;
}

export const shouldRevalidate = unlessRefused;

/** The account to edit; a failure to fetch it is the route's error boundary. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireSuperuser();
  const user = await unwrap(
    api.GET('/api/user/staff/{id}/', { params: { path: { id: staffId(params.id) } } }),
  );
  return { user };
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return updateStaff(staffId(params.id), await formValues(request));
}

function Toggle({
  id,
  label,
  description,
  name,
  checked,
  disabled,
}: {
  id: string;
  label: string;
  description: string;
  name: string;
  checked: boolean;
  disabled: boolean;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        disabled={disabled}
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
  const own = isOwnAccount(user, signedInAccount());
  const { fetcher, result, busy, errors, done: saved, onChange } = useActionForm();
  useReturnToStaffList(saved);
  const text = staffField(errors, saved, {
    username: user.username,
    email: user.email,
    full_name: user.full_name,
    position: user.position,
  });
  const original = JSON.stringify({
    username: user.username,
    email: user.email,
    is_active: user.is_active,
    is_superuser: user.is_superuser,
  });

  return (
    <Panel className="max-w-2xl p-5 sm:p-6">
      <fetcher.Form method="post" noValidate onChange={onChange} className="space-y-5">
        <input type="hidden" name="original" value={original} />
        <div className="grid gap-5 sm:grid-cols-2">
          <StaffIdentityFields field={text} />
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">Access</legend>
          {ACCESS_TOGGLES.map((toggle) => (
            <Toggle key={toggle.name} {...toggle} checked={user[toggle.name]} disabled={saved} />
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
        {result && <Notice tone={result.notice.tone}>{result.notice.text}</Notice>}
        <FormActions cancelTo={adminPaths.staff} submitLabel="Save Changes" busy={busy} disabled={saved} />
      </fetcher.Form>
    </Panel>
  );
}

function Header({ user }: { user?: StaffUser }) {
  return (
    <AdminPageHeader
      title="Edit Staff"
      description={user ? `Update ${user.username}'s account.` : undefined}
    />
  );
}

export default function EditStaff({ loaderData: { user } }: Route.ComponentProps) {
  return (
    <>
      <Header user={user} />
      <EditStaffForm key={user.id} user={user} />
    </>
  );
}

/** The account could not be fetched (unknown id, network): the spec's message and the way back. */
export function ErrorBoundary() {
  return (
    <>
      <Header />
      <LoadFailedPanel className="max-w-2xl" text={messages.staff.fetchFailed}>
        <LinkButton to={adminPaths.staff} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to staff
        </LinkButton>
      </LoadFailedPanel>
    </>
  );
}
