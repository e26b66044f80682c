// @vitest-environment node
import { installFakeIndexedDb } from '../../test/indexeddb';
import { describe, expect, it } from 'vitest';
import { entryFromRequest } from './enqueue';
import { isBinaryBody, type Outcome } from './entry';
import { fakeServer, freshStore, tokenFor } from './outbox.fixtures';
import { replayOutbox } from './replay';

installFakeIndexedDb();

const T1 = tokenFor('u1');
/** A PNG signature and a few bytes that are not valid UTF-8: text decoding would corrupt them. */
const BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80, 0xc3,
]);

function uploadRequest(key: string) {
  const form = new FormData();
  form.append('checklist_uuid', 'c1');
  form.append('file', new Blob([BYTES], { type: 'image/png' }), 'photo.png');
  return new Request('http://app.test/api/documents/upload?lang=en', {
    method: 'POST',
    headers: { access_token: T1, 'Idempotency-Key': key },
    body: form,
  });
}

describe('outbox with a binary (multipart) body', () => {
  it('tells binary bodies from text ones', () => {
    expect(isBinaryBody('multipart/form-data; boundary=x')).toBe(true);
    expect(isBinaryBody('application/octet-stream')).toBe(true);
    expect(isBinaryBody('application/json; charset=utf-8')).toBe(false);
    expect(isBinaryBody('text/plain')).toBe(false);
    expect(isBinaryBody(undefined)).toBe(false);
  });

  it('stores the upload as a Blob and replays the same bytes, content type and key, once', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    const original = uploadRequest('k-upload-1');
    const expected = new Uint8Array(await original.clone().arrayBuffer());
    const contentType = original.headers.get('content-type')!;
    const entry = await store.add(await entryFromRequest(original));
    expect(entry.body).toBeInstanceOf(Blob);

    // Read back from IndexedDB (structured clone), as a new worker start would.
    const [kept] = await store.list();
    expect(kept.body).toBeInstanceOf(Blob);
    expect(kept.headers['content-type']).toBe(contentType);

    const seen: { type: string | null; bytes: Uint8Array; key: string | null }[] = [];
    const outcomes: Outcome[] = [];
    const server = fakeServer(['network', 201]);
    const fetch = async (request: Request) => {
      seen.push({
        type: request.headers.get('content-type'),
        bytes: new Uint8Array(await request.clone().arrayBuffer()),
        key: request.headers.get('idempotency-key'),
      });
      return server.fetch(request);
    };
    expect(await replayOutbox({ store, fetch, onOutcome: (o) => outcomes.push(o) })).toMatchObject({
      blocked: 'network',
      remaining: 1,
    });
    expect(
      await replayOutbox({ store, fetch, onOutcome: (o) => outcomes.push(o) }, { force: true }),
    ).toMatchObject({ sent: 1, remaining: 0 });

    expect(seen).toHaveLength(2);
    for (const s of seen) {
      expect(s.type).toBe(contentType);
      expect(s.key).toBe('k-upload-1');
      expect(Buffer.from(s.bytes).equals(Buffer.from(expected))).toBe(true);
    }
    // The file's bytes are inside the multipart body untouched.
    expect(Buffer.from(seen[1].bytes).includes(Buffer.from(BYTES))).toBe(true);
    // The server reads the same multipart form.
    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Blob([seen[1].bytes.slice().buffer]),
    }).formData();
    const file = form.get('file') as File;
    expect(file.name).toBe('photo.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(BYTES);
    expect(form.get('checklist_uuid')).toBe('c1');
    expect(server.writes.size).toBe(1);
    expect(outcomes).toEqual([
      { idempotency_key: 'k-upload-1', ok: true, status: 201, message: null },
    ]);
  });

  it('a refused upload (413) leaves as failed with the server message, the Blob kept', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    await store.add(await entryFromRequest(uploadRequest('k-big')));
    const outcomes: Outcome[] = [];
    await replayOutbox({
      store,
      fetch: fakeServer([413]).fetch,
      onOutcome: (o) => outcomes.push(o),
    });
    expect(await store.count()).toBe(0);
    const [failed] = await store.listFailed();
    expect(failed).toMatchObject({ idempotency_key: 'k-big', status: 413, message: 'refused 413' });
    expect(failed.body).toBeInstanceOf(Blob);
    expect(outcomes).toEqual([
      { idempotency_key: 'k-big', ok: false, status: 413, message: 'refused 413' },
    ]);
  });
});
