/**
 * Documents through the API for the browser tests: a small valid PDF built by hand, and an upload
 * (POST /documents/upload, multipart) with the token of the signed-in page or of an API login.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A one-page PDF with a line of text, its xref offsets computed, so pdf.js opens it without repair. */
export function minimalPdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface Uploaded {
  document_uuid: string;
  file_name: string;
}

/** Uploads one file as the holder of `token`; answers the new document. */
export async function uploadDocument(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<Uploaded> {
  const res = await request.post('/api/documents/upload', {
    headers: { access_token: token },
    multipart: { file },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: Uploaded }).data;
}

/** The token of the page's signed-in session. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token as string;
}
