import { adminMessages } from '~/domain/admin-messages';
import { api } from '../../lib/api-client';
import { blobAddress } from './files';

/**
 * Opens the customer's statement of account in a new tab, in the browser's own viewer. The tab is opened before
 * the PDF is fetched, while the click still counts as the person's; the API needs the bearer token, so no plain
 * link will do. An answer is the problem to show, or null.
 */
export async function openStatement(customer: number): Promise<string | null> {
  const tab = window.open('', '_blank');
  if (!tab) return adminMessages.quotations.popupBlocked;
  tab.document.title = adminMessages.receivables.statementTitle;
  try {
    const { data } = await api.GET('/api/customers/{id}/statement/', {
      params: { path: { id: customer } },
      parseAs: 'blob',
      headers: { Accept: 'application/pdf' },
    });
    if (data) {
      tab.location.replace(blobAddress(data));
      return null;
    }
  } catch {
    // Said below, as a failed answer is.
  }
  tab.close();
  return adminMessages.receivables.statementFailed;
}
