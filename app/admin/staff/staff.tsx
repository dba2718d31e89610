import { UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { actionsColumn, DeleteRowButton, EditRowLink } from '../shared/row-actions';
import { AdminList } from '../shared/admin-list';
import { adminPaths } from '../../lib/admin-paths';
import {
  AdminPageHeader,
  buttonClass,
  ConfirmDialog,
  InitialAvatar,
  Panel,
  PanelHeading,
} from '../shared/ui';
import { superuserOnly } from '../shared/admin-session';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { withReason } from '../shared/failure-reason';
import { SESSION_KEYS } from '../../lib/session';
import { isOwnAccount, staffRoleLabel, type StaffUser } from './staff-admin';
import { useApiGet } from '../shared/use-api-data';
import type { Route } from './+types/staff';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Staff | Back office' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = superuserOnly;

function signedIn() {
  return {
    username: window.localStorage.getItem(SESSION_KEYS.username),
    email: window.localStorage.getItem(SESSION_KEYS.email),
  };
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

export default function StaffList() {
  const { data, error, loading, reload, setData } = useApiGet('/api/user/staff-list/');
  const [pending, setPending] = useState<StaffUser | null>(null);
  const [deleting, setDeleting] = useState(false);
  const session = signedIn();

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    const target = pending;
    try {
      await unwrap(api.DELETE('/api/user/staff/{id}/', { params: { path: { id: target.id } } }));
      setData((current) => current?.filter((user) => user.id !== target.id) ?? null);
      setPending(null);
    } catch (failure) {
      setPending(null);
      window.alert(
        withReason(messages.staff.deleteFailed, failure instanceof ApiError ? failure.body : null),
      );
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Staff"
        description="Accounts that can sign in to the back office."
        actions={
          <Link to={adminPaths.createStaff} className={buttonClass('primary')}>
            <UserPlus aria-hidden="true" className="size-4" />
            Create Staff
          </Link>
        }
      />
      <Panel>
        <PanelHeading icon={<UsersRound aria-hidden="true" />} title="Staff users" count={data?.length} />
        <AdminList
          rows={data}
          loading={loading}
          error={error}
          onRetry={reload}
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
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
