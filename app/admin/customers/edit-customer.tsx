import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { requireStaff } from '../shared/admin-session';
import { formValues, unlessRefused } from '../shared/form-action';
import { AdminPageHeader } from '../shared/ui';
import { saveCustomer } from './customer-actions';
import { CustomerForm } from './customer-form';
import { customerFormDefaults } from './customer-form-model';
import { customerId } from './customer-id';
import { CustomerLoadFailed } from './customer-load-failed';
import type { Route } from './+types/edit-customer';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Edit customer | Back office', matches);
}

export const shouldRevalidate = unlessRefused;

/** The customer as stored and the tiers to choose from; a failure is the route's error boundary. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireStaff();
  const id = customerId(params.id);
  const [customer, tiers] = await Promise.all([
    unwrap(api.GET('/api/customers/{id}/', { params: { path: { id } } })),
    unwrap(api.GET('/api/price-tiers/')),
  ]);
  return { customer, tiers };
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  return saveCustomer(customerId(params.id), await formValues(request));
}

export default function EditCustomer({ loaderData: { customer, tiers } }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={`Edit ${customer.name}`} description={`Customer ${customer.code}`} />
      <CustomerForm
        key={customer.id}
        defaults={customerFormDefaults(customer)}
        tiers={tiers}
        cancelTo={adminPaths.customer(customer.id)}
        submitLabel="Save changes"
      />
    </>
  );
}

export function ErrorBoundary() {
  return <CustomerLoadFailed title="Edit customer" text={adminMessages.customers.loadOneFailed} />;
}
