/**
 * File writes: the kit's writes whose call carries a file (a multipart upload). They follow the
 * kit's path (one Idempotency-Key per write, the service worker's outbox offline, settled by the
 * outbox's outcome or its state after a reload) with what a file needs on top:
 *
 * - the Blob is kept in IndexedDB keyed by the write's Idempotency-Key (kept-files.ts), never in
 *   the kit's JSON pending state; the key is made once, when the file is kept, so every attempt
 *   (a retry, a page closed mid-upload and opened again, the worker's replay) sends the same key
 *   and the server answers a repeat with its first answer: each file lands once;
 * - online, the upload reports its bytes (`uploadProgress`) and can be cancelled (an aborted
 *   upload leaves nothing on the server; the kept file goes);
 * - offline, the worker answers `202 { queued: true }` and keeps the multipart body as a Blob;
 *   without a worker (or a connection error), the file waits and is sent again when the
 *   connection returns or the next page starts (`resumeFileWrites`);
 * - a refusal for good (413 too large, 400 type not allowed or name too long, 403, 404) is kept
 *   as `failed` with the server's message until the user removes it (or retries it);
 * - the first file kept asks the browser for persistent storage (`navigator.storage.persist()`).
 *
 * Declared once per feature:
 *   export const uploadDocument = defineFileWrite({ name: 'documents/upload', endpoint: documentUpload, label: ... });
 *   await uploadDocument.keep(files, { checklist_uuid });
 */
import type { EndpointDef } from '../../../contract/endpoint';
import { ApiError, api } from '../../lib/api-client';
import type { WriteLabel } from './define-write';
import {
  deleteKeptFile,
  getKeptFile,
  listKeptFiles,
  patchKeptFile,
  putKeptFile,
  type KeptFile,
} from './kept-files';
import { newUuid } from '../../lib/uuid';

export interface FileWriteDefinition {
  /** Unique and stable: stored with each kept file. */
  name: string;
  /** The multipart POST, declared in contract/api. */
  endpoint: EndpointDef;
  /** The form field of the file part. */
  fileField?: string;
  /**
   * The form field of a client-made id for the row the upload makes (e.g. `document_uuid`): the
   * kit makes one per file, so the pending file and the synced row share it.
   */
  idField?: string;
  label: WriteLabel;
}

export interface FileWrite extends FileWriteDefinition {
  /** Keeps the files (with the text fields sent beside each) and sends them; resolves once kept. */
  keep(files: File[], fields: Record<string, string | null | undefined>): Promise<string[]>;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

const declared = new Map<string, FileWriteDefinition>();

export function defineFileWrite(definition: FileWriteDefinition): FileWrite {
  declared.set(definition.name, definition);
  return { ...definition, keep: (files, fields) => keepFiles(definition, files, fields) };
}

/* ---- progress and cancel, in this page's memory ---- */

const progress = new Map<string, UploadProgress>();
const controllers = new Map<string, AbortController>();
const progressListeners = new Set<() => void>();

function setProgress(key: string, value: UploadProgress | null): void {
  if (value) progress.set(key, value);
  else progress.delete(key);
  for (const listener of progressListeners) listener();
}

export function uploadProgress(key: string): UploadProgress | null {
  return progress.get(key) ?? null;
}

export function onUploadProgress(listener: () => void): () => void {
  progressListeners.add(listener);
  return () => {
    progressListeners.delete(listener);
  };
}

/* ---- persistent storage ---- */

let persistAsked = false;

/** Asks once per page for persistent storage, when a file is first kept; true when granted. */
export async function askPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist || persistAsked) return false;
  persistAsked = true;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/* ---- sending ---- */

async function keepFiles(
  definition: FileWriteDefinition,
  files: File[],
  fields: Record<string, string | null | undefined>,
): Promise<string[]> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (value) plain[name] = value;
  const keys: string[] = [];
  const now = Date.now();
  for (const [i, file] of files.entries()) {
    const key = newUuid();
    const rowId = definition.idField ? newUuid() : null;
    await putKeptFile({
      key,
      write: definition.name,
      fields: definition.idField && rowId ? { ...plain, [definition.idField]: rowId } : plain,
      file_name: file.name,
      mime_type: file.type,
      size_bytes: file.size,
      // A Blob copy: a File from an <input> may point at a path the browser can no longer read later.
      blob: new Blob([await file.arrayBuffer()], { type: file.type }),
      state: 'waiting',
      status: null,
      message: null,
      row_id: rowId,
      created_at: new Date(now + i).toISOString(),
    });
    keys.push(key);
  }
  if (keys.length > 0) void askPersistentStorage();
  // One after the other, in the order picked (offline, the outbox keeps that order).
  void (async () => {
    for (const key of keys) await sendKeptFile(key);
  })();
  return keys;
}

/** Keys being sent by this page: never two attempts of one file at once here. */
const sending = new Set<string>();

/** Answers that may succeed later: the file waits and is sent again. */
const isTransient = (status: number | null) =>
  status === null ||
  status === 401 ||
  status === 408 ||
  status === 425 ||
  status === 429 ||
  status >= 500;

function formOf(definition: FileWriteDefinition, kept: KeptFile): FormData {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  for (const [name, value] of Object.entries(kept.fields)) form.append(name, value);
  form.append(definition.fileField ?? 'file', kept.blob, kept.file_name);
  return form;
}

/** Sends one kept file (waiting, or failed and retried); what it ends as is stored. */
export async function sendKeptFile(key: string): Promise<void> {
  if (sending.has(key)) return;
  const kept = await getKeptFile(key);
  if (!kept || kept.state === 'queued' || kept.state === 'done') return;
  const definition = declared.get(kept.write);
  if (!definition) return;
  sending.add(key);
  const controller = new AbortController();
  controllers.set(key, controller);
  try {
    await patchKeptFile(key, { state: 'uploading', status: null, message: null });
    setProgress(key, { loaded: 0, total: kept.size_bytes });
    const answer = await api.post<{ queued?: boolean } | null>(
      definition.endpoint.path,
      formOf(definition, kept),
      {
        headers: { 'Idempotency-Key': key },
        signal: controller.signal,
        timeout: 0,
        onUploadProgress: (e) =>
          setProgress(key, { loaded: e.loaded, total: e.total ?? kept.size_bytes }),
      },
    );
    await patchKeptFile(key, {
      state: answer.status === 202 && answer.data?.queued === true ? 'queued' : 'done',
    });
  } catch (error) {
    if (controller.signal.aborted) {
      await deleteKeptFile(key);
    } else {
      const status = error instanceof ApiError ? error.status : null;
      const message = error instanceof Error ? error.message : String(error);
      await patchKeptFile(
        key,
        isTransient(status)
          ? { state: 'waiting', status, message }
          : { state: 'failed', status, message },
      );
    }
  } finally {
    sending.delete(key);
    controllers.delete(key);
    setProgress(key, null);
  }
}

/** Cancels an upload in flight (nothing is left on the server) or removes a kept file. */
export async function cancelKeptFile(key: string): Promise<void> {
  const controller = controllers.get(key);
  if (controller) {
    controller.abort();
    return;
  }
  await deleteKeptFile(key);
}

/** Sends a failed (or waiting) file again, with its own key. */
export async function retryKeptFile(key: string): Promise<void> {
  await patchKeptFile(key, { state: 'waiting', status: null, message: null });
  await sendKeptFile(key);
}

/**
 * Sends again what no attempt finished: files waiting, and uploads cut off by a page close
 * (`uploading` with no attempt in this page). The same key: the server answers a repeat with its
 * first answer. Called when the kit starts, when the connection returns and when a screen that
 * lists kept files opens.
 */
export async function resumeFileWrites(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const all = await listKeptFiles();
  for (const kept of all) {
    if ((kept.state === 'waiting' || kept.state === 'uploading') && !sending.has(kept.key))
      await sendKeptFile(kept.key);
  }
}

/* ---- settling what the outbox sent ---- */

/** The outbox's final outcome of an entry: a queued file is done, or failed with the reason. */
export async function settleFileOutcome(outcome: {
  idempotency_key: string;
  ok: boolean;
  status: number;
  message: string | null;
}): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const kept = await getKeptFile(outcome.idempotency_key);
  if (!kept || kept.state === 'done' || kept.state === 'failed') return;
  await patchKeptFile(
    kept.key,
    outcome.ok
      ? { state: 'done', status: null, message: null }
      : {
          state: 'failed',
          status: outcome.status,
          message: outcome.message ?? `HTTP ${outcome.status}`,
        },
  );
}

/**
 * After a reload: the outbox's state settles queued files whose outcome no page heard (a refused
 * one is in its failed list; one neither failed nor waiting has landed). Files done before this
 * start are forgotten (the synced documents show them now).
 */
export async function settleFilesWithOutbox(summary: {
  pending: number;
  failed: { idempotency_key: string; status: number; message: string }[];
}): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const kept of await listKeptFiles()) {
    if (kept.state !== 'queued') continue;
    const failed = summary.failed.find((f) => f.idempotency_key === kept.key);
    if (failed)
      await patchKeptFile(kept.key, {
        state: 'failed',
        status: failed.status,
        message: failed.message,
      });
    else if (summary.pending === 0) await patchKeptFile(kept.key, { state: 'done' });
  }
}

/** Files done are dropped at the next start: the synced collection lists them by then. */
export async function forgetDoneFiles(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const kept of await listKeptFiles())
    if (kept.state === 'done') await deleteKeptFile(kept.key);
}
