import { UserPlus, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { actionsColumn, DeleteRowButton, EditRowLink } from '../shared/row-actions';
import { AdminList } from '../shared/admin-list';
import { adminPaths } from '../../lib/admin-paths';
import { AdminPageHeader, ConfirmDialog, InitialAvatar, Panel, PanelHeading, LinkButton } from '../shared/ui';
import { requireSuperuser } from '../shared/admin-session';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { withReason } from '../shared/failure-reason';
import { isOwnAccount, signedInAccount, staffRoleLabel, type StaffUser } from './staff-admin';
import { formValues } from '../shared/form-action';
import type { Route } from './+types/staff';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Staff | Back office' }, { name: 'robots', content: 'noindex' }];
}

/** The staff users; a failed load keeps the screen's frame and says so in the list, with a retry. */
export async function clientLoader() {
  await requireSuperuser();
  try {
    return { users: await unwrap(api.GET('/api/user/staff-list/')), failed: false };
  } catch {
    return { users: null, failed: true };
  }
}

/** Deletes the account the confirm dialog named; the router then loads the list again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id } = await formValues(request);
  try {
    await unwrap(api.DELETE('/api/user/staff/{id}/', { params: { path: { id: Number(id) } } }));
    return { deleteFailed: null };
  } catch (failure) {
    const body = failure instanceof ApiError ? failure.body : null;
    return { deleteFailed: withReason(messages.staff.deleteFailed, body) };
  }
}

function Badges({ user, own }: { user: StaffUser; own: boolean }) {
  const badge = 'rounded-full px-2 py-0.5 text-[11px] font-semibold';
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`${badge} ${user.is_superuser ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-200' : 'bg-slate-100 text-slate-700'}`}
      >
        {staffRoleLabel(user)}
      </span>
      {!user.is_active && (
        <span className={`${badge} bg-amber-50 text-amber-800 ring-1 ring-amber-200`}>Inactive</span>
      )}
      {own && <span className={`${badge} bg-green-50 text-green-800 ring-1 ring-green-200`}>You</span>}
    </span>
  );
}

export default function StaffList({ loaderData: { users, failed } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const remover = useFetcher<typeof clientAction>();
  const [pending, setPending] = useState<StaffUser | null>(null);
  const deleting = remover.state !== 'idle';
  const session = signedInAccount();

  const outcome = remover.data;
  useEffect(() => {
    if (outcome?.deleteFailed) window.alert(outcome.deleteFailed);
  }, [outcome]);

  function confirmDelete(target: StaffUser) {
    void remover.submit({ id: target.id }, { method: 'post' }).then(() => setPending(null));
  }

  return (
    <>
      <AdminPageHeader
        title="Staff"
        description="Accounts that can sign in to the back office."
        actions={
          <LinkButton to={adminPaths.createStaff}>
            <UserPlus aria-hidden="true" className="size-4" />
            Create Staff
          </LinkButton>
        }
      />
      <Panel>
        <PanelHeading icon={<UsersRound aria-hidden="true" />} title="Staff users" count={users?.length} />
        <AdminList
          rows={users}
          loading={revalidator.state === 'loading'}
          error={failed}
          onRetry={() => void revalidator.revalidate()}
          loadingLabel={adminMessages.categoriesStaff.staffLoading}
          errorText={adminMessages.categoriesStaff.staffLoadFailed}
          empty={messages.staff.empty}
          columns={[
            {
              header: 'Username',
              className: 'py-3 pr-2 pl-4 sm:px-5',
              cell: (user) => (
                <div className="flex items-center gap-3">
                  <InitialAvatar
                    name={user.username}
                    className="hidden bg-slate-100 text-slate-700 sm:flex"
                  />
                  <div className="min-w-0">
                    <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{user.username}</p>
                    <p className="text-xs [overflow-wrap:anywhere] text-slate-500 md:hidden">{user.email}</p>
                    <div className="mt-1">
                      <Badges user={user} own={isOwnAccount(user, session)} />
                    </div>
                  </div>
                </div>
              ),
            },
            {
              header: 'Email',
              className: 'hidden px-3 py-3 md:table-cell',
              cellClassName: '[overflow-wrap:anywhere] text-slate-700',
              cell: (user) => user.email,
            },
            actionsColumn((user: StaffUser) => {
              const own = isOwnAccount(user, session);
              return (
                <>
                  <EditRowLink to={adminPaths.editStaff(user.id)} label={`Edit ${user.username}`} />
                  <DeleteRowButton
                    label={own ? adminMessages.categoriesStaff.ownAccountNoDelete : `Delete ${user.username}`}
                    title={own ? adminMessages.categoriesStaff.ownAccountNoDelete : undefined}
                    disabled={own}
                    onClick={() => setPending(user)}
                  />
                </>
              );
            }),
          ]}
        />
      </Panel>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setPending(null);
        }}
        title={adminMessages.categoriesStaff.deleteStaffQuestion(pending?.username ?? '')}
        description={adminMessages.categoriesStaff.deleteStaffConsequence}
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => pending && confirmDelete(pending)}
      />
    </>
  );
}
