import { adminMessages } from '~/domain/admin-messages';
import { quotationFileName, type QuotationView } from '~/domain/quotation';
import { api } from '../../lib/api-client';
import { blobAddress, saveFile } from '../shared/files';

/** The server's PDF of the quotation, or null when it could not be had. */
async function pdf(view: QuotationView): Promise<Blob | null> {
  try {
    const { data } = await api.GET('/api/quotations/{id}/pdf/', {
      params: { path: { id: view.id } },
      parseAs: 'blob',
      headers: { Accept: 'application/pdf' },
    });
    return data ?? null;
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
  const file = await pdf(view);
  if (!file) {
    tab.close();
    return adminMessages.quotations.pdfFailed;
  }
  tab.location.replace(blobAddress(file));
  return null;
}

/** Saves the PDF under the quotation's number. */
export async function downloadPdf(view: QuotationView): Promise<string | null> {
  const file = await pdf(view);
  if (!file) return adminMessages.quotations.pdfFailed;
  saveFile(file, quotationFileName(view.number));
  return null;
}
