import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allowedType } from '../../storage/upload';
import { makePdf, makePng, makeText } from './files';

const fonts = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

describe('seed files', () => {
  it('makes a PDF whose cross-reference table points at every object, which pdf.js reads', async () => {
    const pdf = makePdf('Laporan pemantauan: Izin (lingkungan) \\ 2026', [
      'Baris satu',
      'Line two with ünïcode → arrow',
      'x '.repeat(200),
    ]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f\r');
    for (let n = 1; n < Number(count); n++) {
      expect(entries[n]).toMatch(/^\d{10} 00000 n\r$/);
      const offset = Number(entries[n].slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
    // The stream's declared length is its real length.
    const stream = /4 0 obj\n<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(Buffer.byteLength(stream![2], 'latin1')).toBe(Number(stream![1]));
    expect(await allowedType(pdf.subarray(0, 4100), 'pdf')).toMatchObject({
      mime: 'application/pdf',
    });

    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({
      data: new Uint8Array(pdf),
      useSystemFonts: false,
      isEvalSupported: false,
      standardFontDataUrl: fonts,
    }).promise;
    expect(doc.numPages).toBe(1);
    const content = await (await doc.getPage(1)).getTextContent();
    const shown = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(shown).toContain('Laporan pemantauan: Izin (lingkungan) \\ 2026');
    expect(shown).toContain('Baris satu');
    await doc.destroy();
  });

  it('makes a valid RGB PNG: signature, chunk CRCs, and scanlines of the right size', async () => {
    const png = makePng(40, 30, [150, 20, 20], [240, 90, 60]);
    expect(await allowedType(png, 'png')).toMatchObject({ mime: 'image/png' });
    let at = 8;
    const chunks: { type: string; data: Buffer }[] = [];
    while (at < png.length) {
      const len = png.readUInt32BE(at);
      const typed = png.subarray(at + 4, at + 8 + len);
      expect(png.readUInt32BE(at + 8 + len)).toBe(crc32(typed) >>> 0);
      chunks.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) });
      at += 12 + len;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks[0].data.readUInt32BE(0)).toBe(40);
    expect(chunks[0].data.readUInt32BE(4)).toBe(30);
    expect(inflateSync(chunks[1].data).length).toBe((40 * 3 + 1) * 30);
  });

  it('makes UTF-8 text the upload pipeline accepts, and the same bytes for the same input', async () => {
    const txt = makeText(['Catatan inspeksi', 'Alat pemadam api — diperiksa']);
    expect(await allowedType(txt, 'txt')).toMatchObject({ mime: 'text/plain', text: true });
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(makePdf('a', ['b']))).toBe(sha(makePdf('a', ['b'])));
    expect(sha(makePng(8, 8, [0, 0, 0], [255, 255, 255]))).toBe(
      sha(makePng(8, 8, [0, 0, 0], [255, 255, 255])),
    );
  });
});
