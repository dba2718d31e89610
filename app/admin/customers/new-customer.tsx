import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { requireStaff } from '../shared/admin-session';
import { formValues, unlessRefused } from '../shared/form-action';
import { AdminPageHeader } from '../shared/ui';
import { saveCustomer } from './customer-actions';
import { CustomerForm } from './customer-form';
import { customerFormDefaults } from './customer-form-model';
import type { Route } from './+types/new-customer';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('New customer | Back office', matches);
}

export const shouldRevalidate = unlessRefused;

/** The price tiers to choose from; a failure to load them is the layout's error screen. */
export async function clientLoader() {
  await requireStaff();
  return { tiers: await unwrap(api.GET('/api/price-tiers/')) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return saveCustomer(null, await formValues(request));
}

export default function NewCustomer({ loaderData: { tiers } }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="New customer"
        description="A buying company or person, with their terms and prices."
      />
      <CustomerForm
        defaults={customerFormDefaults(null)}
        tiers={tiers}
        cancelTo={adminPaths.customers}
        submitLabel="Add customer"
      />
    </>
  );
}
