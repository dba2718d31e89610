import { useRevalidator } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { requireSuperuser } from '../shared/admin-session';
import { submitted, unlessRefused, useActionForm, type FormResult } from '../shared/form-action';
import { LoadFailedPanel } from '../shared/load-state';
import { AdminPageHeader, Button } from '../shared/ui';
import { PriceTiersEditor } from './price-tiers-editor';
import { saveTiers } from './tier-actions';
import type { TierDraft } from './tier-model';
import type { Route } from './+types/price-tiers';

const text = adminMessages.pricing;

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Price tiers | Back office', matches);
}

/** The tiers and the categories their percentages name; naming tiers is the owner's (PUT is superuser-only). */
export async function clientLoader() {
  await requireSuperuser();
  const [tiers, categories] = await Promise.all([
    unwrap(api.GET('/api/price-tiers/')),
    unwrap(api.GET('/api/categories/')),
  ]);
  return { tiers, categories };
}

/** The editor's one intent: the whole list of tiers, as JSON. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const { tiers } = (await submitted(request)) as { tiers?: TierDraft[] };
  return saveTiers(tiers ?? []);
}

export const shouldRevalidate = unlessRefused;

export default function PriceTiers({ loaderData: { tiers, categories } }: Route.ComponentProps) {
  const action = useActionForm();
  return (
    <>
      <AdminPageHeader title={text.tiersTitle} description={text.tiersDescription} />
      {/* A save loads the tiers again (new ones now have ids): the editor starts afresh from them. */}
      <PriceTiersEditor key={JSON.stringify(tiers)} tiers={tiers} categories={categories} action={action} />
    </>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <>
      <AdminPageHeader title={text.tiersTitle} description={text.tiersDescription} />
      <LoadFailedPanel text={text.tiersLoadFailed}>
        <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
          Try again
        </Button>
      </LoadFailedPanel>
    </>
  );
}
