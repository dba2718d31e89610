import { RotateCw } from 'lucide-react';
import { useRevalidator } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { isSuperuser } from '../../lib/session';
import { requireStaff } from '../shared/admin-session';
import { PublicAddressBanner } from '../shared/public-address-banner';
import { AdminPageHeader, Button, Notice, Panel, LinkButton } from '../shared/ui';
import { DashboardBody, DashboardSkeleton } from './dashboard-body';
import { MetricCards } from './dashboard-cards';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Dashboard | Back office', matches);
}

/**
 * The figures, and for an administrator the settings, loaded side by side. Each may fail alone: the figures'
 * failure is said in place of them with a retry, the settings' only hides the public-address banner.
 */
export async function clientLoader() {
  await requireStaff();
  const [dashboard, settings] = await Promise.all([
    unwrap(api.GET('/api/dashboard/')).catch(() => null),
    // The owner lands here after signing in: the place to offer the shop's public address until one is known.
    isSuperuser() ? unwrap(api.GET('/api/settings/admin/')).catch(() => null) : null,
  ]);
  return { dashboard, settings };
}

export default function Dashboard({ loaderData: { dashboard, settings } }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const revalidate = () => void revalidator.revalidate();

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Orders, stock and inquiries at a glance."
        actions={<LinkButton to={adminPaths.newOrder}>New Order</LinkButton>}
      />
      {settings && (
        <div className="mb-6">
          <PublicAddressBanner settings={settings} />
        </div>
      )}
      {dashboard ? (
        <>
          <MetricCards counts={dashboard} />
          <DashboardBody data={dashboard} />
        </>
      ) : retrying ? (
        <>
          <MetricCards counts={null} />
          <DashboardSkeleton />
        </>
      ) : (
        <Panel className="p-5">
          <Notice tone="error">{adminMessages.dashboard.loadFailed}</Notice>
          <Button variant="secondary" className="mt-4" onClick={revalidate}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </Panel>
      )}
    </>
  );
}
