// GET /refunds/{id}/pdf: the printed refund (ใบคืนเงิน), fetched with the session (lib/download).
import { fetchFile } from '../../../lib/download';

export async function getRefundPdf(id: string): Promise<Blob> {
  return (await fetchFile(`/refunds/${id}/pdf`, {}, 'application/pdf')).blob();
}
