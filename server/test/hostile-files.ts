/**
 * Hostile files the tests send (issue 23): a zip with a local entry its central directory does
 * not list. A reader checking the directory sees a plain workbook; a streaming reader walking the
 * local headers in order (exceljs's) reads the smuggled part too.
 */
import { createDeflateRaw } from 'node:zlib';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const EOCD = 0x06054b50;

/** A deflated `xl/sharedStrings.xml` of about `mb` MB unpacked: one-letter strings, a million per 17 MB. */
export async function sharedStringsBomb(mb: number): Promise<{ packed: Buffer; unpacked: number }> {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
  );
  const tail = Buffer.from('</sst>');
  const block = Buffer.from('<si><t>x</t></si>'.repeat(60_000)); // about 1 MB
  const blocks = Math.max(1, Math.round((mb * 1024 * 1024) / block.length));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const write = (b: Buffer) =>
    new Promise<void>((resolve) =>
      deflate.write(b) ? resolve() : deflate.once('drain', () => resolve()),
    );
  await write(head);
  for (let i = 0; i < blocks; i++) await write(block);
  deflate.end(tail);
  await done;
  return {
    packed: Buffer.concat(out),
    unpacked: head.length + blocks * block.length + tail.length,
  };
}

/**
 * `zip` with one more local entry (deflated `packed`, `unpacked` bytes) put first, which its
 * central directory does not list: every listed entry's offset moves by the entry's length, so
 * the directory still describes the file exactly.
 */
export function smuggleEntry(zip: Buffer, name: string, packed: Buffer, unpacked: number): Buffer {
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0, 6);
  header.writeUInt16LE(8, 8); // deflated
  header.writeUInt32LE(0, 14); // crc: no streaming reader checks it before reading
  header.writeUInt32LE(packed.length, 18);
  header.writeUInt32LE(unpacked >>> 0, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  const entry = Buffer.concat([header, nameBytes, packed]);
  const out = Buffer.concat([entry, zip]);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || out.readUInt32LE(eocd) !== EOCD) throw new Error('not a zip');
  const parts = out.readUInt16LE(eocd + 10);
  const dir = out.readUInt32LE(eocd + 16) + entry.length;
  out.writeUInt32LE(dir, eocd + 16);
  let at = dir;
  for (let i = 0; i < parts; i++) {
    if (out.readUInt32LE(at) !== CENTRAL) throw new Error('directory entry');
    out.writeUInt32LE(out.readUInt32LE(at + 42) + entry.length, at + 42);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}
