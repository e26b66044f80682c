/** multipart/form-data bodies for tests: text fields and one file part. */
import { randomUUID } from 'node:crypto';

export interface FormFile {
  name: string;
  content: Buffer | string;
  /** The form field; `file` unless given. */
  field?: string;
  type?: string;
}

export function multipartBody(fields: Record<string, string>, file?: FormFile) {
  const boundary = `----regcomply${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    const encoded = encodeURIComponent(file.name);
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name.replace(/"/g, '%22')}"; filename*=UTF-8''${encoded}\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small valid-looking PDF (file-type knows it by `%PDF-`). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** A PNG signature and header chunk: an image by its content. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]),
  Buffer.alloc(200, 1),
]);
/** The start of a Windows executable (MZ ... PE). */
export const EXE_BYTES = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();
