import { adminMessages } from '~/domain/admin-messages';
import { deliveryReceiptFileName } from '~/domain/shipment';
import { api } from '../../lib/api-client';
import { saveFile } from '../shared/files';

/** Saves the delivery receipt under its number; an answer is the problem to show, or null. */
export async function downloadReceipt(shipment: { id: number; number: string }): Promise<string | null> {
  try {
    const { data } = await api.GET('/api/shipments/{id}/pdf/', {
      params: { path: { id: shipment.id } },
      parseAs: 'blob',
      headers: { Accept: 'application/pdf' },
    });
    if (!data) return adminMessages.shipments.pdfFailed;
    saveFile(data, deliveryReceiptFileName(shipment.number));
    return null;
  } catch {
    return adminMessages.shipments.pdfFailed;
  }
}
