/**
 * A document's file (`documentDownload`), as a Blob (the token goes in a header, so a
 * plain link cannot fetch it). The service worker keeps opened files in a bounded cache, so a
 * file opened once opens offline.
 */
import { documentDownload } from '../../../../contract/api/document-endpoints';
import { downloadEndpoint } from '../../../lib/download';

export async function downloadDocument(documentUuid: string): Promise<Blob> {
  return (await downloadEndpoint(documentDownload, { params: { id: documentUuid } })).blob;
}

/** Hands the file to the browser under its name (it opens or saves it). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  document.body.removeChild(link);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
