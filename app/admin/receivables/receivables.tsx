import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { requireStaff } from '../shared/admin-session';
import { AdminPageHeader, Button, LinkButton } from '../shared/ui';
import { downloadWorkbook } from '../shared/workbook-files';
import { AgingPanel } from '../shared/aging-panel';
import type { Route } from './+types/receivables';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Receivables | Back office', matches);
}

export async function clientLoader() {
  await requireStaff();
  return { aging: await unwrap(api.GET('/api/receivables/aging/')) };
}

/** What customers owe by age, with each customer's statement, and the accountant's workbook. */
export default function Receivables({ loaderData: { aging } }: Route.ComponentProps) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    void downloadWorkbook('/api/receivables/export/', 'accounting').finally(() => setDownloading(false));
  };
  return (
    <>
      <AdminPageHeader
        title="Receivables"
        description={`What customers owe as of ${aging.today}, by days past due.`}
        actions={
          <>
            <LinkButton to={adminPaths.payments} variant="secondary">
              Payments
            </LinkButton>
            <Button variant="secondary" busy={downloading} onClick={download}>
              <FileSpreadsheet aria-hidden="true" className="size-4" />
              Accountant's workbook
            </Button>
          </>
        }
      />
      <AgingPanel aging={aging} statements />
    </>
  );
}
