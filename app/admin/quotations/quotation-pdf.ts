import { adminMessages } from '~/domain/admin-messages';
import { quotationFileName, type QuotationView } from '~/domain/quotation';
import { apiFetch } from '../shared/api-client';

/** Long enough for the tab or the download to read the file; the blob is let go after that. */
const BLOB_LIFETIME_MS = 60_000;

/** The server's PDF of the quotation as a blob address: the API needs the bearer token, so no plain link. */
async function pdfAddress(view: QuotationView): Promise<string | null> {
  try {
    const response = await apiFetch(`/quotations/${view.id}/pdf/`, {
      headers: { Accept: 'application/pdf' },
    });
    if (!response.ok) return null;
    const address = URL.createObjectURL(await response.blob());
    window.setTimeout(() => URL.revokeObjectURL(address), BLOB_LIFETIME_MS);
    return address;
  } catch {
    return null;
  }
}

/**
 * Opens the PDF in a new tab, in the browser's own viewer. The tab is opened before the PDF is fetched, while the
 * click still counts as the person's, so pop-up blockers let it through. An answer is the problem to show, or null.
 */
export async function previewPdf(view: QuotationView): Promise<string | null> {
  const tab = window.open('', '_blank');
  if (!tab) return adminMessages.quotations.popupBlocked;
  tab.document.title = quotationFileName(view.number);
  const address = await pdfAddress(view);
  if (!address) {
    tab.close();
    return adminMessages.quotations.pdfFailed;
  }
  tab.location.replace(address);
  return null;
}

/** Saves the PDF under the quotation's number. */
export async function downloadPdf(view: QuotationView): Promise<string | null> {
  const address = await pdfAddress(view);
  if (!address) return adminMessages.quotations.pdfFailed;
  const link = document.createElement('a');
  link.href = address;
  link.download = quotationFileName(view.number);
  link.click();
  return null;
}
