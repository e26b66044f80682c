/**
 * The provider's authoring writes through the kit. Drafts live on the server only (no customer
 * may see them and no synced collection holds their pending changes), so these writes have no
 * local document: the kit sends each call with its Idempotency-Key and answers done or refused;
 * the workspace reads the tree again after it, and the change feed brings the published rows to
 * the provider's synced collections.
 */
import type {
  MoveBody,
  ObligationCreateBody,
  ObligationPublishV2Body,
  ObligationSortBody,
  ObligationUpdateBody,
  SectorCreateBody,
  SectorUpdateBody,
  TopicCreateBody,
  TopicSortBody,
  TopicUpdateBody,
} from '../../../contract/api/authoring';
import { REGFRAME_FIELD } from '../../../contract/api/regframe-import';
import type { SectorPublishBody } from '../../../contract/api/sector-versions';
import { defineWrite, type WriteLabel } from '../../db/writes';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

const send = <I>(
  name: string,
  label: WriteLabel,
  call: (input: I) => { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown },
) =>
  defineWrite<I>({
    name: `authoring/${name}`,
    target: () => null,
    effect: async () => {},
    call,
    label,
  });

export const createSector = send<SectorCreateBody>(
  'sector-create',
  'authoring:writeLabel.createSector',
  (body) => ({ method: 'POST', path: '/sectors/create', body }),
);
export const updateSector = send<SectorUpdateBody>(
  'sector-update',
  'authoring:writeLabel.updateSector',
  (body) => ({ method: 'PUT', path: '/sectors/update', body }),
);
export const deleteSector = send<string>(
  'sector-delete',
  'authoring:writeLabel.deleteSector',
  (id) => ({ method: 'DELETE', path: `/sectors/delete?${q({ sector_uuid: id })}` }),
);

export const createTopic = send<TopicCreateBody>(
  'topic-create',
  'authoring:writeLabel.createTopic',
  (body) => ({ method: 'POST', path: '/topics/create', body }),
);
export const updateTopic = send<TopicUpdateBody>(
  'topic-update',
  'authoring:writeLabel.updateTopic',
  (body) => ({ method: 'PUT', path: '/topics/update', body }),
);
export const deleteTopic = send<string>(
  'topic-delete',
  'authoring:writeLabel.deleteTopic',
  (id) => ({ method: 'DELETE', path: `/topics/delete?${q({ topic_uuid: id })}` }),
);
export const sortTopics = send<TopicSortBody>(
  'topic-sort',
  'authoring:writeLabel.sort',
  (body) => ({ method: 'PUT', path: '/topic/sort', body }),
);
export const moveItem = send<MoveBody>('move', 'authoring:writeLabel.move', (body) => ({
  method: 'PUT',
  path: '/move/regframe',
  body,
}));

export const createObligation = send<ObligationCreateBody>(
  'obligation-create',
  'authoring:writeLabel.createObligation',
  (body) => ({ method: 'POST', path: '/obligation/create', body }),
);
export const updateObligation = send<ObligationUpdateBody>(
  'obligation-update',
  'authoring:writeLabel.updateObligation',
  (body) => ({ method: 'PUT', path: '/obligation/update', body }),
);
export const publishObligation = send<ObligationPublishV2Body>(
  'obligation-publish',
  'authoring:writeLabel.publish',
  (body) => ({ method: 'POST', path: '/v2/obligation/publish', body }),
);
export const deleteObligation = send<{ topic_uuid: string; obligation_uuid: string }>(
  'obligation-delete',
  'authoring:writeLabel.deleteObligation',
  (ids) => ({
    method: 'DELETE',
    path: `/obligation/delete?${q(ids)}`,
  }),
);
export const sortObligations = send<ObligationSortBody>(
  'obligation-sort',
  'authoring:writeLabel.sort',
  (body) => ({ method: 'PUT', path: '/obligation/sort', body }),
);
export const bulkActivation = send<{ is_active: boolean; obligation_uuid: string[] }>(
  'bulk-activation',
  'authoring:writeLabel.bulkActivation',
  (body) => ({
    method: 'POST',
    path: '/v3/obligation/bulk-activation',
    body,
  }),
);

export const publishSectorVersion = send<SectorPublishBody>(
  'sector-publish',
  'authoring:writeLabel.publishVersion',
  (body) => ({
    method: 'POST',
    path: '/sectors/dynamic-content-publish',
    body,
  }),
);
export const syncSector = send<{ sector_uuid: string }>(
  'sector-sync',
  'authoring:writeLabel.syncSector',
  (body) => ({
    method: 'POST',
    path: '/sectors/sync-dynamic-content-data',
    body,
  }),
);

/** POST /upload: a regframe workbook in `file` (all or nothing, unless the valid rows are asked for). */
export const importRegframe = defineWrite<{ file: File; lang: string; import_valid: boolean }>({
  name: 'authoring/import',
  target: () => null,
  effect: async () => {},
  call: ({ file, lang, import_valid }) => {
    const form = new FormData();
    form.append('lang', lang);
    form.append('import_valid', String(import_valid));
    form.append(REGFRAME_FIELD, file, file.name);
    return { method: 'POST', path: '/upload', body: form };
  },
  label: 'authoring:writeLabel.import',
});
