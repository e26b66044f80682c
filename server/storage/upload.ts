/**
 * The upload pipeline every upload route uses. It reads a multipart form as a stream, never
 * holding the file in memory:
 *
 * 1. the file part's name is checked (at most LIMITS.fileName characters, the specification's
 *    rule) and its first bytes are read to detect the type from the content (`file-type`);
 *    files without magic bytes (plain text, CSV) pass only when their extension says text and
 *    every byte is valid UTF-8 text; anything off the allow-list (PDF, images, office documents,
 *    spreadsheets, text) is refused with 400, whatever its extension says;
 * 2. the bytes stream into storage under `<prefix>/<uuid>`, counted and hashed, refused past
 *    UPLOAD_MAX_MB (413) with nothing left stored;
 * 3. the form's text fields (before or after the file) are validated with the route's schema.
 *
 * The name kept has no control or bidi characters and ends in the detected type's extension
 * (file-name.ts): a GIF named `poly.html` is stored as `poly.gif`.
 *
 * The caller then writes its row with `commitUpload`: the row's transaction runs only after the
 * file is complete, and the stored file is removed when the transaction fails or when an
 * Idempotency-Key repeat answers with the first upload's row. A body cut halfway fails the put:
 * no row, no file.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { LIMITS } from '../../contract/limits';
import type { MessageKey } from '../../contract/messages';
import { AppError, errors } from '../lib/errors';
import { parseOrThrow } from '../lib/validate';
import { cleanFileName, nameForType } from './file-name';
import { TooLargeError, type Storage } from './storage';

/** The form field carrying the file, unless a route names another (`file.field` of its declaration). */
export const FILE_FIELD = 'file';
/** Bytes read before the type is decided: enough for every format file-type knows in a head. */
const HEAD_BYTES = 64 * 1024;

export interface StoredUpload {
  key: string;
  file_name: string;
  /** Lower case, without the dot; '' when the name has none. */
  extension: string;
  mime_type: string;
  size: number;
  sha256: string;
}

const OFFICE_MIME: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};
/** Types recognised by their content, as file-type names them. */
const ALLOWED_DETECTED = new Set([
  'pdf',
  // images (phones send HEIC)
  'jpg',
  'png',
  'gif',
  'webp',
  'bmp',
  'tif',
  'heic',
  'avif',
  // office documents and spreadsheets
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
]);
/** Old office formats are CFB containers, new ones zip files: allowed when the extension agrees. */
const CONTAINER_EXTENSIONS: Record<string, Set<string>> = {
  cfb: new Set(['doc', 'xls', 'ppt']),
  zip: new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']),
};
/** Text has no magic bytes: these extensions, with valid UTF-8 content. */
const TEXT_MIME: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  md: 'text/markdown',
};

/** The name's extension, lower case, without the dot ('' when none or implausibly long). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  const ext = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** The stored type for a file whose first bytes are `head`, or null when it is not allowed. */
export interface AllowedType {
  mime: string;
  /** The extension the content says (`jpg` for a JPEG named `.jpeg`). */
  ext: string;
  text: boolean;
}

export async function allowedType(
  head: Uint8Array,
  extension: string,
): Promise<AllowedType | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) {
    return TEXT_MIME[extension] ? { mime: TEXT_MIME[extension], ext: extension, text: true } : null;
  }
  if (ALLOWED_DETECTED.has(detected.ext))
    return { mime: detected.mime, ext: detected.ext, text: false };
  if (CONTAINER_EXTENSIONS[detected.ext]?.has(extension))
    return { mime: OFFICE_MIME[extension], ext: extension, text: false };
  return null;
}

/** The type of an allowed file from its content's extension (files stored without a row: POST /uploads). */
const MIME_OF: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  heic: 'image/heic',
  avif: 'image/avif',
  rtf: 'application/rtf',
  ...OFFICE_MIME,
  ...TEXT_MIME,
};
export const mimeOfExtension = (ext: string): string | null => MIME_OF[ext] ?? null;

const refuseIn =
  (field: string) =>
  (key: MessageKey, vars: Record<string, string | number> = {}) =>
    new AppError('validation', key, { [field]: [key] }, vars);

/**
 * The file's bytes again, head first, then the rest of `source`. For text, every chunk must be
 * valid UTF-8 with no NUL: a binary file named `.txt` fails the put (and so leaves nothing), and
 * text in another encoding (Latin-1, UTF-16 from a spreadsheet's "Unicode text") is refused with
 * a message saying to save it as UTF-8.
 */
function replay(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  text: boolean,
  refuse: ReturnType<typeof refuseIn>,
): Readable {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (chunk: Buffer) => {
    if (!text) return;
    if (chunk.includes(0))
      throw refuse(looksUtf16(chunk) ? 'file_not_utf8' : 'file_type_not_allowed');
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      throw refuse('file_not_utf8');
    }
  };
  return Readable.from(
    (async function* () {
      check(head);
      if (head.length) yield head;
      for (;;) {
        const { value, done } = await rest.next();
        if (done) break;
        check(value);
        yield value;
      }
      if (text) {
        try {
          decoder.decode();
        } catch {
          throw refuse('file_not_utf8');
        }
      }
    })(),
    { objectMode: false },
  );
}

/** UTF-16 text (a byte-order mark, or every other byte NUL in ASCII text): an encoding, not a binary file. */
function looksUtf16(chunk: Buffer): boolean {
  if (
    chunk.length >= 2 &&
    ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))
  )
    return true;
  const sample = chunk.subarray(0, 512);
  let zeros = 0;
  for (let i = 1; i < sample.length; i += 2) if (sample[i] === 0) zeros++;
  return sample.length >= 8 && zeros * 2 >= sample.length * 0.9;
}

/** Reads up to HEAD_BYTES from the iterator; `rest` continues after them. */
async function readHead(it: AsyncIterator<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < HEAD_BYTES) {
    const { value, done } = await it.next();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  return Buffer.concat(chunks);
}

export interface UploadOptions<F extends z.ZodType> {
  storage: Storage;
  /** The key's first segment: the company's uuid, or the provider's area. */
  prefix: string;
  maxBytes: number;
  fields: F;
  /** The key's last segment from the file's type; a fresh uuid unless given. */
  keyName?: (type: AllowedType) => string;
  /** The form field of the file part; `file` unless given (the route's `file.field`). */
  field?: string;
  /**
   * The content types this route takes, as extensions of the detected type (`png`, `csv`): a
   * narrower allow-list than every upload's; anything else is refused with `refusal`.
   */
  accept?: readonly string[];
  /** The message of a type outside `accept`. */
  refusal?: MessageKey;
}

/**
 * Streams the request's file into storage and validates its fields. Throws the 400/413 the
 * route answers; nothing is stored when it throws.
 */
export async function receiveUpload<F extends z.ZodType>(
  req: FastifyRequest,
  opts: UploadOptions<F>,
): Promise<{ file: StoredUpload; fields: z.infer<F> }> {
  const field = opts.field ?? FILE_FIELD;
  const refuse = refuseIn(field);
  if (!req.isMultipart()) throw refuse('file_required');
  const maxMb = Math.round(opts.maxBytes / (1024 * 1024));
  const tooLarge = () =>
    new AppError('payload_too_large', 'file_too_large', undefined, { max: maxMb });
  const raw: Record<string, unknown> = {};
  let stored: StoredUpload | null = null;
  try {
    // One byte past the limit reaches storage, which refuses it: busboy never truncates silently.
    const parts = req.parts({
      limits: { fileSize: opts.maxBytes + 1, files: 1, fields: 20, fieldSize: 10_000, parts: 30 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== field && !(part.fieldname in Object.prototype))
          raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || stored) {
        part.file.resume();
        continue;
      }
      const given = part.filename ?? '';
      if (given.includes('\u0000')) throw refuse('file_required');
      const cleaned = cleanFileName(given);
      if (!cleaned) throw refuse('file_required');
      if ([...cleaned].length > LIMITS.fileName)
        throw refuse('file_name_too_long', { max: LIMITS.fileName });
      const extension = extensionOf(cleaned);
      const it = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const head = await readHead(it);
      if (head.length === 0) throw refuse('file_required');
      const type = await allowedType(head, extension);
      if (!type)
        throw refuse(
          opts.accept ? (opts.refusal ?? 'file_type_not_allowed') : 'file_type_not_allowed',
        );
      if (opts.accept && !opts.accept.includes(type.ext))
        throw refuse(opts.refusal ?? 'file_type_not_allowed');
      const key = `${opts.prefix}/${opts.keyName ? opts.keyName(type) : randomUUID()}`;
      const put = await opts.storage.put(key, replay(head, it, type.text, refuse), {
        maxBytes: opts.maxBytes,
        contentType: type.mime,
      });
      const name = nameForType(cleaned, type.ext, extension);
      stored = {
        key,
        file_name: name,
        extension: extensionOf(name),
        mime_type: type.mime,
        size: put.size,
        sha256: put.sha256,
      };
      if (part.file.truncated) throw tooLarge();
    }
    if (!stored) throw refuse('file_required');
    return { file: stored, fields: parseOrThrow(opts.fields, raw) as z.infer<F> };
  } catch (err) {
    if (stored) await opts.storage.delete(stored.key).catch(() => undefined);
    throw translate(err, tooLarge, field);
  }
}

/** Storage and parser failures as the API's answers. */
function translate(err: unknown, tooLarge: () => AppError, field: string): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof TooLargeError) return tooLarge();
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('payload_too_large', 'payload_too_large');
  }
  if (code === 'FST_PROTO_VIOLATION') return errors.field('_', 'invalid_value');
  const status = (err as { statusCode?: number }).statusCode;
  // A malformed form (no boundary, cut part): the client's fault, not the server's.
  if (typeof status === 'number' && status >= 400 && status < 500)
    return errors.field(field, 'invalid_value');
  const message = String((err as Error)?.message ?? '');
  if (/terminated early|Unexpected end|Malformed|multipart|boundary|aborted/i.test(message))
    return errors.field(field, 'invalid_value');
  // The storage itself (disk full, S3 unreachable).
  return new AppError('storage_unavailable', 'storage_unavailable');
}

/**
 * Writes the row of a stored upload. When the write fails the stored file is removed; when the
 * request repeats an Idempotency-Key whose first upload committed (the mutation kit answered the
 * stored first answer), this upload's own file is removed too: one key, one row, one file.
 */
export async function commitUpload<T>(
  storage: Storage,
  reply: FastifyReply,
  file: StoredUpload,
  write: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (err) {
    await storage.delete(file.key).catch(() => undefined);
    throw err;
  }
  if (reply.getHeader('idempotent-replayed') === 'true')
    await storage.delete(file.key).catch(() => undefined);
  return result;
}
