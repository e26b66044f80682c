/**
 * Serving a stored file: the whole file or one byte range (RFC 9110), streamed from storage with
 * its length, `Accept-Ranges: bytes`, the stored type and the original name in
 * Content-Disposition (an ASCII fallback plus the RFC 5987 `filename*`). A Range outside the
 * file answers 416 with `Content-Range: bytes *\/<size>`; several ranges, or a Range that does not
 * parse, get the whole file (the RFC lets a server ignore them).
 */
import type { FastifyRequest } from 'fastify';
import { FileAnswer } from '../lib/answer';
import { AppError, errors } from '../lib/errors';
import type { ByteRange, Storage } from './storage';

export interface ServedFile {
  key: string;
  file_name: string;
  mime_type: string;
}

/** The range of `header` within a file of `size` bytes: null for the whole file, 'unsatisfiable' when outside it. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // The last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>`. */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file as the route's answer; 404 when its bytes are gone from storage. */
export async function serveFile(
  storage: Storage,
  req: FastifyRequest,
  file: ServedFile,
  missing: () => AppError = errors.notFound,
): Promise<FileAnswer> {
  const info = await storage.stat(file.key).catch(() => {
    throw new AppError('storage_unavailable', 'storage_unavailable');
  });
  if (!info) throw missing();
  const range = parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') {
    throw new AppError(
      'range_not_satisfiable',
      'range_not_satisfiable',
      undefined,
      {},
      { 'content-range': `bytes */${info.size}` },
    );
  }
  const got = await storage.get(file.key, range ?? undefined).catch(() => {
    throw new AppError('storage_unavailable', 'storage_unavailable');
  });
  if (!got) throw missing();
  return new FileAnswer((reply) => {
    reply
      .header('content-type', file.mime_type)
      .header('accept-ranges', 'bytes')
      .header('content-disposition', contentDisposition(file.file_name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', String(range.end! - range.start + 1));
    } else {
      reply.code(200).header('content-length', String(info.size));
    }
    return reply.send(got.stream);
  });
}
