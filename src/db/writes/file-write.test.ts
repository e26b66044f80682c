// @vitest-environment node
import { installFakeIndexedDb } from '../../test/indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, uninstallFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { entryFromRequest, queuedResponse } from '../../sw/outbox/enqueue';
import { freshStore } from '../../sw/outbox/outbox.fixtures';
import {
  cancelKeptFile,
  defineFileWrite,
  resumeFileWrites,
  retryKeptFile,
  sendKeptFile,
  settleFileOutcome,
  settleFilesWithOutbox,
} from './file-write';
import { listKeptFiles, onKeptFilesChange, setKeptFilesDbName, type KeptFile } from './kept-files';
import { documentUpload } from '../../../contract/api/document-endpoints';

installFakeIndexedDb();

const upload = defineFileWrite({
  name: 'test/upload',
  endpoint: documentUpload,
  idField: 'document_uuid',
  label: 'bookmarks:writeLabel.regulation',
});
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const photo = (name = 'tag.png') => new File([PNG], name, { type: 'image/png' });

let dbCount = 0;
beforeEach(() => {
  dbCount += 1;
  setKeptFilesDbName(`files-test-${dbCount}-${Date.now()}`);
});
afterEach(() => uninstallFakeApi());

/** Waits until the kept files match. */
async function until(check: (files: KeptFile[]) => boolean): Promise<KeptFile[]> {
  for (let i = 0; i < 200; i += 1) {
    const files = await listKeptFiles();
    if (check(files)) return files;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(
    `not reached: ${JSON.stringify((await listKeptFiles()).map((f) => [f.file_name, f.state]))}`,
  );
}

const created = (name: string) => ({
  status: 201,
  body: { message: 'ok', data: { file_name: name } },
});

describe('file writes of the kit', () => {
  it('keeps each file as a Blob with its own key and a client-made row id, and sends it as multipart with that key: done', async () => {
    const requests = installFakeApi((r) =>
      created(((r.body as FormData).get('file') as File).name),
    );
    const keys = await upload.keep([photo('a.png'), photo('b.png')], {
      checklist_uuid: 'c1',
      folder_uuid: null,
    });
    expect(new Set(keys).size).toBe(2);
    const files = await until((f) => f.every((x) => x.state === 'done'));
    expect(files.map((f) => f.file_name)).toEqual(['a.png', 'b.png']);
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(keys);
    const form = requests[0].body as FormData;
    expect(form.get('checklist_uuid')).toBe('c1');
    // The row id made once per file, sent in its field, different from the key.
    expect(files[0].row_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(form.get('document_uuid')).toBe(files[0].row_id);
    expect((requests[1].body as FormData).get('document_uuid')).toBe(files[1].row_id);
    expect(files[0].row_id).not.toBe(files[1].row_id);
    expect(form.has('folder_uuid')).toBe(false); // empty fields are not sent
    const sent = form.get('file') as File;
    expect(sent.name).toBe('a.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG);
  });

  it('offline: the worker queues it (state queued, the outbox holds the Blob body with the same key); its outcome settles it', async () => {
    const outbox = freshStore();
    const requests: RecordedRequest[] = installFakeApi(async (r) => {
      // As the browser sends it: the multipart content type with its boundary, made from the form.
      const headers = Object.fromEntries(
        Object.entries(r.headers).filter(([name]) => name.toLowerCase() !== 'content-type'),
      );
      const sent = new Request(`http://app.test/api${r.url}?lang=en`, {
        method: 'POST',
        headers,
        body: r.body as FormData,
      });
      await outbox.add(await entryFromRequest(sent));
      const response = queuedResponse(sent.url);
      return { status: response.status, body: await response.json() };
    });
    const [key] = await upload.keep([photo()], { checklist_uuid: 'c1' });
    await until((f) => f[0]?.state === 'queued');
    const [entry] = await outbox.list();
    expect(entry.idempotency_key).toBe(key);
    expect(entry.body).toBeInstanceOf(Blob);
    expect(requests).toHaveLength(1);

    await settleFileOutcome({ idempotency_key: key, ok: true, status: 201, message: null });
    expect((await listKeptFiles())[0].state).toBe('done');
  });

  it('a refusal for good (413) is listed failed with the server message and kept; retry sends the same key', async () => {
    let status = 413;
    const requests = installFakeApi(() =>
      status === 413
        ? { status, body: { message: 'File too large', code: 'too_large' } }
        : created('x'),
    );
    const [key] = await upload.keep([photo()], { checklist_uuid: 'c1' });
    const [failed] = await until((f) => f[0]?.state === 'failed');
    expect(failed).toMatchObject({ status: 413, message: 'File too large' });
    expect(failed.blob).toBeInstanceOf(Blob);
    // Still kept after a new start of the page's resume: failed files are not sent again by themselves.
    await resumeFileWrites();
    expect(requests).toHaveLength(1);
    status = 201;
    await retryKeptFile(key);
    expect((await listKeptFiles())[0].state).toBe('done');
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual([key, key]);
    await cancelKeptFile(key);
    expect(await listKeptFiles()).toEqual([]);
  });

  it('a 400 refusal queued in the outbox comes back failed with its reason, also after a reload', async () => {
    installFakeApi(() => ({ status: 202, body: { queued: true } }));
    const [a, b] = await upload.keep([photo('a.png'), photo('b.exe')], {});
    await until((f) => f.length === 2 && f.every((x) => x.state === 'queued'));
    await settleFileOutcome({
      idempotency_key: b,
      ok: false,
      status: 400,
      message: 'File type not allowed',
    });
    // A reload with the outbox empty and the other not in its failed list: that one landed.
    await settleFilesWithOutbox({ pending: 0, failed: [] });
    const files = await listKeptFiles();
    expect(files.find((f) => f.key === a)!.state).toBe('done');
    expect(files.find((f) => f.key === b)).toMatchObject({
      state: 'failed',
      status: 400,
      message: 'File type not allowed',
    });
  });

  it('after a reload, a queued file in the outbox failed list is failed; with entries waiting it stays queued', async () => {
    installFakeApi(() => ({ status: 202, body: { queued: true } }));
    const [key] = await upload.keep([photo()], {});
    await until((f) => f[0]?.state === 'queued');
    await settleFilesWithOutbox({ pending: 1, failed: [] });
    expect((await listKeptFiles())[0].state).toBe('queued');
    await settleFilesWithOutbox({
      pending: 0,
      failed: [{ idempotency_key: key, status: 413, message: 'Too large' }],
    });
    expect((await listKeptFiles())[0]).toMatchObject({
      state: 'failed',
      status: 413,
      message: 'Too large',
    });
  });

  it('no connection and no worker: the file waits, and is sent again with the same key when resumed', async () => {
    let online = false;
    const requests = installFakeApi(() => {
      if (!online)
        throw Object.assign(new Error('Network Error'), { isAxiosError: true, toJSON: () => ({}) });
      return created('w');
    });
    const [key] = await upload.keep([photo()], {});
    await until((f) => f[0]?.state === 'waiting' && f[0].message !== null);
    online = true;
    await resumeFileWrites();
    expect((await listKeptFiles())[0].state).toBe('done');
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual([key, key]);
  });

  it('a cancelled upload leaves no kept file', async () => {
    let release: () => void = () => {};
    installFakeApi(() => new Promise((resolve) => (release = () => resolve(created('c')))));
    const changes: number[] = [];
    const stop = onKeptFilesChange(() => changes.push(1));
    const [key] = await upload.keep([photo()], {});
    await until((f) => f[0]?.state === 'uploading');
    const sending = sendKeptFile(key); // a second attempt in the same page is ignored while one runs
    await cancelKeptFile(key);
    release();
    await sending;
    await until((f) => f.length === 0);
    stop();
    expect(changes.length).toBeGreaterThan(0);
  });
});
