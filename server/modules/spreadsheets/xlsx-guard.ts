/**
 * A workbook's package checked before any spreadsheet code reads it. An .xlsx is a zip file: a
 * few kilobytes can unpack to gigabytes (a zip bomb), and exceljs would unpack it all. So the zip's
 * central directory is read by hand, and the file is refused unless it is a plain zip (no zip64,
 * no encryption, stored or deflated parts) whose parts add up to at most `maxUnpacked` bytes; then
 * every part is inflated with a cap of its declared size, so a part lying about its size is
 * refused too. Nothing is kept: the bytes are read again by the reader once this has passed.
 */
import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_PARTS = 1000;

export class CraftedWorkbookError extends Error {}

const crafted = (why: string) => new CraftedWorkbookError(why);

/** Throws CraftedWorkbookError unless the zip is plain and unpacks to at most `maxUnpacked` bytes. */
export function assertPlainWorkbook(zip: Buffer, maxUnpacked: number): void {
  const eocd = findEndOfDirectory(zip);
  const parts = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  if (parts === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw crafted('zip64');
  if (parts === 0 || parts > MAX_PARTS) throw crafted('part count');
  if (offset + size > eocd) throw crafted('directory outside the file');
  let at = offset;
  let total = 0;
  for (let i = 0; i < parts; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw crafted('directory entry');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const unpacked = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (flags & 0x1) throw crafted('encrypted part');
    if (method !== 0 && method !== 8) throw crafted('compression method');
    total += unpacked;
    if (total > maxUnpacked) throw crafted('unpacked size');
    checkPart(zip, local, method, packed, unpacked);
    at += 46 + nameLength + extraLength + commentLength;
  }
}

function findEndOfDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) return i;
  }
  throw crafted('not a zip');
}

/** Inflates one part with its declared size as the cap: a part unpacking to more is refused. */
function checkPart(zip: Buffer, local: number, method: number, packed: number, unpacked: number) {
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw crafted('local header');
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + packed > zip.length) throw crafted('part outside the file');
  const data = zip.subarray(start, start + packed);
  if (method === 0) {
    if (packed !== unpacked) throw crafted('stored size');
    return;
  }
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, unpacked) });
  } catch {
    throw crafted('part does not inflate to its size');
  }
  if (out.length !== unpacked) throw crafted('part size');
}
