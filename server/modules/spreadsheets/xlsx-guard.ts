/**
 * A workbook's package checked before any spreadsheet code reads it, and handed to the reader as
 * exactly the parts checked. An .xlsx is a zip file: a few kilobytes can unpack to gigabytes (a
 * zip bomb), and a zip has two views of its parts: the central directory at its end, and the local
 * headers in stream order, which exceljs's streaming reader walks. A local entry the directory does
 * not list (a smuggled `xl/sharedStrings.xml` of a billion strings) passed a check of the
 * directory alone and was read, until the process died of heap exhaustion (issue 23).
 *
 * So the central directory is read by hand, and the file is refused unless it is a plain zip (no
 * zip64, no encryption, stored or deflated parts, no name twice) whose parts add up to at most
 * `maxUnpacked` bytes, and whose local entries are exactly the directory's: from the first byte
 * to the directory, one listed entry after another (its local header agreeing with the directory
 * on name, method and sizes, then its data and data descriptor), no gap, no overlap, nothing
 * before, between or after. Every part is inflated with a cap of its declared size, so a part
 * lying about its size is refused too; the shared strings (which exceljs holds in memory) are
 * capped in count and bytes. The reader is then given a package rebuilt from the checked parts
 * (plain local headers with their sizes, no data descriptors, no extra fields): what it parses
 * is what was checked, whatever its zip code does with the odd corners of the format.
 */
import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const MAX_PARTS = 1000;
/** The part exceljs caches in memory, string by string (its only such cache). */
const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** General purpose flags: encrypted, sizes in a data descriptor, UTF-8 names. */
const ENCRYPTED = 0x1;
const DATA_DESCRIPTOR = 0x8;
const UTF8_NAMES = 0x800;

export class CraftedWorkbookError extends Error {}

/** Too many shared strings (count or bytes): a workbook bigger than any the import takes. */
export class SharedStringsError extends Error {
  constructor(readonly limits: WorkbookLimits['sharedStrings']) {
    super('shared strings');
  }
}

export interface WorkbookLimits {
  /** All the parts together, unpacked. */
  maxUnpacked: number;
  /** The shared strings part: its strings and its unpacked bytes. */
  sharedStrings: { count: number; bytes: number };
}

const crafted = (why: string) => new CraftedWorkbookError(why);

interface Part {
  name: Buffer;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  packed: number;
  unpacked: number;
  local: number;
  data: Buffer;
}

/**
 * Throws CraftedWorkbookError unless the zip is plain, lists every byte of it and unpacks to at
 * most `maxUnpacked` bytes, SharedStringsError past the shared strings' caps; returns the package
 * rebuilt from the checked parts, for the reader.
 */
export function plainWorkbook(zip: Buffer, limits: WorkbookLimits): Buffer {
  const { parts, offset } = directoryOf(zip);
  checkLocalEntries(zip, parts, offset);
  let total = 0;
  for (const part of parts) {
    total += part.unpacked;
    if (total > limits.maxUnpacked) throw crafted('unpacked size');
  }
  for (const part of parts) {
    const out = unpacked(part);
    if (part.name.toString('utf8') === SHARED_STRINGS)
      checkSharedStrings(out, limits.sharedStrings);
  }
  return rebuilt(parts);
}

/** The central directory's entries, in directory order, and the directory's offset. */
function directoryOf(zip: Buffer): { parts: Part[]; offset: number } {
  const eocd = findEndOfDirectory(zip);
  const disk = zip.readUInt16LE(eocd + 4);
  const dirDisk = zip.readUInt16LE(eocd + 6);
  const onDisk = zip.readUInt16LE(eocd + 8);
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw crafted('zip64');
  if (disk !== 0 || dirDisk !== 0 || onDisk !== count) throw crafted('multi-disk zip');
  if (count === 0 || count > MAX_PARTS) throw crafted('part count');
  if (offset + size !== eocd) throw crafted('bytes between the directory and its end record');
  if (eocd + 22 + zip.readUInt16LE(eocd + 20) !== zip.length)
    throw crafted('bytes after the end record');
  const parts: Part[] = [];
  const names = new Set<string>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL) throw crafted('directory entry');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > eocd) throw crafted('directory entry');
    if (flags & ENCRYPTED) throw crafted('encrypted part');
    if (method !== 0 && method !== 8) throw crafted('compression method');
    const name = zip.subarray(at + 46, at + 46 + nameLength);
    const key = name.toString('latin1');
    if (names.has(key)) throw crafted('a name twice');
    names.add(key);
    parts.push({
      name,
      flags,
      method,
      time: zip.readUInt16LE(at + 12),
      date: zip.readUInt16LE(at + 14),
      crc: zip.readUInt32LE(at + 16),
      packed: zip.readUInt32LE(at + 20),
      unpacked: zip.readUInt32LE(at + 24),
      local: zip.readUInt32LE(at + 42),
      data: Buffer.alloc(0),
    });
    at = next;
  }
  if (at !== eocd) throw crafted('directory size');
  return { parts, offset };
}

function findEndOfDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) return i;
  }
  throw crafted('not a zip');
}

/**
 * The local entries, walked in stream order as a streaming reader walks them, must be exactly the
 * directory's parts laid end to end from byte 0 to the directory: anything else is a byte the
 * directory does not describe. Sets each part's data.
 */
function checkLocalEntries(zip: Buffer, parts: Part[], directory: number): void {
  const end = directory;
  let expected = 0;
  const byOffset = [...parts].sort((a, b) => a.local - b.local);
  for (const part of byOffset) {
    if (part.local !== expected)
      throw crafted(
        part.local > expected ? 'bytes the directory does not list' : 'overlapping parts',
      );
    const at = part.local;
    if (at + 30 > end || zip.readUInt32LE(at) !== LOCAL) throw crafted('local header');
    const flags = zip.readUInt16LE(at + 6);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    if (start > end || !zip.subarray(at + 30, at + 30 + nameLength).equals(part.name))
      throw crafted('local name');
    if (zip.readUInt16LE(at + 8) !== part.method || (flags & ENCRYPTED) !== 0)
      throw crafted('local method');
    if ((flags & DATA_DESCRIPTOR) !== (part.flags & DATA_DESCRIPTOR)) throw crafted('local flags');
    const stop = start + part.packed;
    if (stop > end) throw crafted('part outside the file');
    let next = stop;
    if (flags & DATA_DESCRIPTOR) {
      // The sizes follow the data (signature optional): they must be the directory's.
      const sig = stop + 4 <= end && zip.readUInt32LE(stop) === DESCRIPTOR ? 4 : 0;
      if (stop + sig + 12 > end) throw crafted('data descriptor');
      const d = stop + sig;
      if (
        zip.readUInt32LE(d) !== part.crc ||
        zip.readUInt32LE(d + 4) !== part.packed ||
        zip.readUInt32LE(d + 8) !== part.unpacked
      ) {
        throw crafted('data descriptor');
      }
      next = d + 12;
    } else if (
      zip.readUInt32LE(at + 14) !== part.crc ||
      zip.readUInt32LE(at + 18) !== part.packed ||
      zip.readUInt32LE(at + 22) !== part.unpacked
    ) {
      throw crafted('local sizes');
    }
    part.data = zip.subarray(start, stop);
    expected = next;
  }
  if (expected !== directory)
    throw crafted(expected < directory ? 'bytes the directory does not list' : 'overlapping parts');
}

/** Inflates one part with its declared size as the cap: a part unpacking to more, or less, is refused. */
function unpacked(part: Part): Buffer {
  if (part.method === 0) {
    if (part.packed !== part.unpacked) throw crafted('stored size');
    return part.data;
  }
  let out: Buffer;
  try {
    out = inflateRawSync(part.data, { maxOutputLength: Math.max(1, part.unpacked) });
  } catch {
    throw crafted('part does not inflate to its size');
  }
  if (out.length !== part.unpacked) throw crafted('part size');
  return out;
}

/** Counts the strings (`<si>` elements) of the shared strings part against the caps. */
function checkSharedStrings(xml: Buffer, caps: WorkbookLimits['sharedStrings']): void {
  if (xml.length > caps.bytes) throw new SharedStringsError(caps);
  let count = 0;
  for (let at = xml.indexOf('<si'); at >= 0; at = xml.indexOf('<si', at + 3)) {
    const next = xml[at + 3];
    // `<si>`, `<si/>`, `<si ` (attributes): not `<sic>` or other names starting so.
    if (
      next === 0x3e ||
      next === 0x2f ||
      next === 0x20 ||
      next === 0x09 ||
      next === 0x0a ||
      next === 0x0d
    ) {
      if (++count > caps.count) throw new SharedStringsError(caps);
    }
  }
}

/**
 * The fields a local header and its directory entry share, in the same order from `at` (6 in a
 * local header, 8 in an entry): flags (UTF-8 names only), method, time, date, crc, sizes, name length.
 */
function writeShared(header: Buffer, at: number, part: Part): void {
  header.writeUInt16LE(part.flags & UTF8_NAMES, at);
  header.writeUInt16LE(part.method, at + 2);
  header.writeUInt16LE(part.time, at + 4);
  header.writeUInt16LE(part.date, at + 6);
  header.writeUInt32LE(part.crc, at + 8);
  header.writeUInt32LE(part.packed, at + 12);
  header.writeUInt32LE(part.unpacked, at + 16);
  header.writeUInt16LE(part.name.length, at + 20);
}

/** The package again from the checked parts only: plain local headers, the directory, its end. */
function rebuilt(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of [...parts].sort((a, b) => a.local - b.local)) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    writeShared(local, 6, part);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(CENTRAL, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    writeShared(entry, 8, part);
    entry.writeUInt32LE(offset, 42);
    chunks.push(local, part.name, part.data);
    central.push(entry, part.name);
    offset += 30 + part.name.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}
