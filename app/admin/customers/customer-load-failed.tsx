import { ArrowLeft } from 'lucide-react';
import { adminPaths } from '../../lib/admin-paths';
import { LoadFailedPanel } from '../shared/load-state';
import { AdminPageHeader, LinkButton } from '../shared/ui';

/** A customer screen whose customer could not be loaded (unknown id, network): the reason and the way back. */
export function CustomerLoadFailed({ title, text }: { title: string; text: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <LoadFailedPanel className="max-w-2xl" text={text}>
        <LinkButton to={adminPaths.customers} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to customers
        </LinkButton>
      </LoadFailedPanel>
    </>
  );
}
