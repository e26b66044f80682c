/**
 * Real small files for the demo data, made without any library: a one-page PDF (with a correct
 * cross-reference table, so pdf.js and every reader open it), a gradient PNG (zlib from node)
 * and UTF-8 text. The same input gives the same bytes.
 */
import { crc32, deflateSync } from 'node:zlib';

/** PDF strings hold Latin-1 bytes: other characters become '?', the delimiters are escaped. */
function pdfText(line: string): string {
  return line
    .normalize('NFC')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Splits a line into pieces of at most `width` characters at spaces. */
function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${word}` : word.slice(0, width);
  }
  if (current) out.push(current);
  return out.length ? out : [''];
}

/**
 * A one-page A4 PDF 1.4 showing `title` in bold and the `lines` below it (Helvetica, WinAnsi).
 * Objects: 1 catalog, 2 pages, 3 page, 4 content stream, 5 and 6 fonts, 7 info.
 */
export function makePdf(title: string, lines: readonly string[]): Buffer {
  const ops = [
    'BT',
    '/F2 16 Tf',
    '56 780 Td',
    '20 TL',
    `(${pdfText(title.slice(0, 80))}) Tj`,
    '/F1 11 Tf',
    '16 TL',
    'T*',
  ];
  let count = 0;
  for (const line of lines.flatMap((l) => wrap(l, 90))) {
    if (++count > 44) break; // one page
    ops.push(`(${pdfText(line)}) '`);
  }
  ops.push('ET');
  const content = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title.slice(0, 120))}) /Producer (RegComply demo seed) >>`,
  ];
  // A binary comment line after the header tells transfer tools the file is binary.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, type, CR LF.
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n\r\n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([len, typed, crc]);
}

/**
 * A `width` x `height` RGB PNG: a diagonal gradient from `from` to `to` (each [r, g, b]) with a
 * light band, like a photographed tag or a scanned stamp in the demo.
 */
export function makePng(
  width: number,
  height: number,
  from: readonly number[],
  to: readonly number[],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / Math.max(1, width - 1) + y / Math.max(1, height - 1)) / 2;
      const band = Math.abs(y - height / 2) < height / 10 ? 0.6 : 0;
      for (let c = 0; c < 3; c++) {
        const v = from[c] + (to[c] - from[c]) * t;
        raw[row + 1 + x * 3 + c] = Math.round(v + (255 - v) * band);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace: 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Plain UTF-8 text, lines ended by LF. */
export function makeText(lines: readonly string[]): Buffer {
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
