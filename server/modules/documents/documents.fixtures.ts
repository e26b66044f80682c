/** Test data of the document library: a stored document (a real file put in deps.storage) and a folder. */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { documents, folders } from '../../db/schema/documents';

export async function createFolder(
  database: Database,
  company_uuid: string,
  over: Partial<typeof folders.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(folders)
    .values({ company_uuid, name: `Folder ${randomUUID().slice(0, 6)}`, ...over })
    .returning();
  return row;
}

/** A document of the company whose file really is in storage (its bytes: `content`). */
export async function createDocument(
  app: FastifyInstance,
  database: Database,
  company_uuid: string,
  over: Partial<typeof documents.$inferInsert> = {},
  content = 'evidence bytes',
) {
  const storage_key = `documents/${company_uuid}/${randomUUID()}`;
  const put = await app.deps.storage.put(storage_key, Readable.from(Buffer.from(content)));
  const [row] = await database.db
    .insert(documents)
    .values({
      company_uuid,
      file_name: `Evidence ${randomUUID().slice(0, 6)}.pdf`,
      extension: 'pdf',
      mime_type: 'application/pdf',
      size_bytes: put.size,
      sha256: put.sha256,
      storage_key,
      ...over,
    })
    .returning();
  return row;
}
