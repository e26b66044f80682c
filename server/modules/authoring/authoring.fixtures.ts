/** Test helpers of the authoring area: calls as the provider, sync pulls, unique search words. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../test/harness';

/** A word of letters only, unique enough to find one test's rows through search. */
export const word = () =>
  `qz${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 10)}`;

export function authoringCalls(t: TestApp, token: string) {
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, lang = 'en') =>
    call(t.app, method, `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, { token, body });
  return {
    send,
    sector: async (over: Record<string, unknown> = {}) => {
      const code = `A-${randomUUID().slice(0, 8)}`;
      const res = await send('POST', '/sectors/create', {
        code,
        name_en: `Sector ${code}`,
        name_id: `Sektor ${code}`,
        ...over,
      });
      expect(res.status).toBe(201);
      return res.body.data as { sector_uuid: string; code: string; is_published: boolean };
    },
    topic: async (sector_uuid: string, over: Record<string, unknown> = {}) => {
      const res = await send('POST', '/topics/create', {
        sector_uuid,
        title_en: 'Waste',
        title_id: 'Limbah',
        ...over,
      });
      expect(res.status).toBe(201);
      return res.body.data as { topic_uuid: string; sort: number; is_published: boolean };
    },
    obligation: async (topic_uuid: string, over: Record<string, unknown> = {}) => {
      const res = await send('POST', '/obligation/create', {
        topic_uuid,
        comp_title_en: 'Report waste',
        comp_title_id: 'Melaporkan limbah',
        type: 'periodic',
        ...over,
      });
      expect(res.status).toBe(201);
      return res.body.data as { obligation_uuid: string; sort: number; obligation_status: number };
    },
  };
}

type Checkpoint = { updated_at: string; id: string } | null;

/** Pulls a synced collection from a checkpoint (the start when null) to its end. */
export async function pullFrom(
  t: TestApp,
  token: string,
  collection: string,
  since: Checkpoint = null,
) {
  const docs: Record<string, any>[] = [];
  let checkpoint = since;
  for (;;) {
    const q = checkpoint
      ? `?updated_at=${checkpoint.updated_at}&id=${checkpoint.id}&limit=500`
      : '?limit=500';
    const res = await call(t.app, 'GET', `/sync/${collection}${q}`, { token });
    expect(res.status).toBe(200);
    docs.push(...res.body.data.documents);
    if (res.body.data.documents.length === 0) return { docs, checkpoint };
    checkpoint = res.body.data.checkpoint;
  }
}
