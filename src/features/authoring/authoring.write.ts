/**
 * The provider's authoring writes through the kit. Drafts live on the server only (no customer
 * may see them and no synced collection holds their pending changes), so these writes have no
 * local document: the kit sends each call with its Idempotency-Key and answers done or refused;
 * the workspace reads the tree again after it, and the change feed brings the published rows to
 * the provider's synced collections.
 */
import type { z } from 'zod';
import type {
  bulkActivationBody,
  MoveBody,
  ObligationCreateBody,
  obligationDeleteInput,
  ObligationPublishV2Body,
  ObligationSortBody,
  ObligationUpdateBody,
  SectorCreateBody,
  SectorUpdateBody,
  TopicCreateBody,
  TopicSortBody,
  TopicUpdateBody,
} from '../../../contract/api/authoring';
import {
  authoringMove,
  obligationBulkActivation,
  obligationCreate,
  obligationDelete,
  obligationPublishMaster,
  obligationSort,
  obligationUpdate,
  sectorCreate,
  sectorDelete,
  sectorUpdate,
  topicCreate,
  topicDelete,
  topicSort,
  topicUpdate,
} from '../../../contract/api/authoring-endpoints';
import { REGFRAME_FIELD } from '../../../contract/api/regframe-import';
import {
  sectorVersionPublish,
  sectorVersionSync,
} from '../../../contract/api/sector-version-endpoints';
import type { SectorPublishBody, sectorSyncBody } from '../../../contract/api/sector-versions';
import { regframeImport } from '../../../contract/api/spreadsheet-endpoints';
import {
  defineWrite,
  endpointCall,
  endpointFormCall,
  type WriteDefinition,
  type WriteLabel,
} from '../../db/writes';

const send = <I>(name: string, label: WriteLabel, call: WriteDefinition<I>['call']) =>
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
  (body) => endpointCall(sectorCreate, { body }),
);
export const updateSector = send<SectorUpdateBody>(
  'sector-update',
  'authoring:writeLabel.updateSector',
  (body) => endpointCall(sectorUpdate, { body }),
);
export const deleteSector = send<string>(
  'sector-delete',
  'authoring:writeLabel.deleteSector',
  (id) => endpointCall(sectorDelete, { body: { sector_uuid: id } }),
);

export const createTopic = send<TopicCreateBody>(
  'topic-create',
  'authoring:writeLabel.createTopic',
  (body) => endpointCall(topicCreate, { body }),
);
export const updateTopic = send<TopicUpdateBody>(
  'topic-update',
  'authoring:writeLabel.updateTopic',
  (body) => endpointCall(topicUpdate, { body }),
);
export const deleteTopic = send<string>('topic-delete', 'authoring:writeLabel.deleteTopic', (id) =>
  endpointCall(topicDelete, { body: { topic_uuid: id } }),
);
export const sortTopics = send<TopicSortBody>('topic-sort', 'authoring:writeLabel.sort', (body) =>
  endpointCall(topicSort, { body }),
);
export const moveItem = send<MoveBody>('move', 'authoring:writeLabel.move', (body) =>
  endpointCall(authoringMove, { body }),
);

export const createObligation = send<ObligationCreateBody>(
  'obligation-create',
  'authoring:writeLabel.createObligation',
  (body) => endpointCall(obligationCreate, { body }),
);
export const updateObligation = send<ObligationUpdateBody>(
  'obligation-update',
  'authoring:writeLabel.updateObligation',
  (body) => endpointCall(obligationUpdate, { body }),
);
export const publishObligation = send<ObligationPublishV2Body>(
  'obligation-publish',
  'authoring:writeLabel.publish',
  (body) => endpointCall(obligationPublishMaster, { body }),
);
export const deleteObligation = send<z.input<typeof obligationDeleteInput>>(
  'obligation-delete',
  'authoring:writeLabel.deleteObligation',
  (body) => endpointCall(obligationDelete, { body }),
);
export const sortObligations = send<ObligationSortBody>(
  'obligation-sort',
  'authoring:writeLabel.sort',
  (body) => endpointCall(obligationSort, { body }),
);
export const bulkActivation = send<z.input<typeof bulkActivationBody>>(
  'bulk-activation',
  'authoring:writeLabel.bulkActivation',
  (body) => endpointCall(obligationBulkActivation, { body }),
);

export const publishSectorVersion = send<SectorPublishBody>(
  'sector-publish',
  'authoring:writeLabel.publishVersion',
  (body) => endpointCall(sectorVersionPublish, { body }),
);
export const syncSector = send<z.input<typeof sectorSyncBody>>(
  'sector-sync',
  'authoring:writeLabel.syncSector',
  (body) => endpointCall(sectorVersionSync, { body }),
);

/**
 * The regframe import: a workbook in `file` (all or nothing, unless the valid rows are asked
 * for). A multipart form, which the endpoint declares as `form`: the call takes its method and
 * path from the endpoint and sends the form as its body.
 */
export const importRegframe = defineWrite<{ file: File; lang: string; import_valid: boolean }>({
  name: 'authoring/import',
  target: () => null,
  effect: async () => {},
  call: ({ file, lang, import_valid }) => {
    const form = new FormData();
    form.append('lang', lang);
    form.append('import_valid', String(import_valid));
    form.append(REGFRAME_FIELD, file, file.name);
    return endpointFormCall(regframeImport, {}, form);
  },
  label: 'authoring:writeLabel.import',
});
