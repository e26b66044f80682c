/**
 * A sector's version cycle, declared once (contract/endpoint.ts): publish a version, compare it
 * with the last, deliver it to the subscribed companies and follow the delivery.
 * server/modules/authoring implements them; the version dialogs of src/features/authoring call them.
 */
import { endpoint } from '../endpoint';
import { CONTENT_UPDATE, CONTENT_VIEW, PROVIDER_ONLY } from './authoring-endpoints';
import { authoringSectorExample } from './examples-authoring';
import {
  sectorCompareAnswer,
  sectorCompareBody,
  sectorPublishBody,
  sectorSyncAnswer,
  sectorSyncBody,
  sectorVersionAnswer,
} from './sector-versions';

const sector_uuid = authoringSectorExample.sector_uuid;
const version_uuid = '6f1c1a52-6a0e-4a43-9a53-2f4a3a6c0b11';

/** A delivery's state: the sync call answers it running, the progress call done. */
const syncExample = {
  job_uuid: version_uuid,
  state: 'done' as const,
  version_uuid,
  version: 3,
  companies: [
    {
      company_uuid: version_uuid,
      name: 'PT Contoh',
      done: true,
      created: 1,
      confirmations: 2,
      deactivated: 0,
    },
  ],
};

export const sectorVersionPublish = endpoint({
  method: 'POST',
  path: '/sectors/dynamic-content-publish',
  access: CONTENT_UPDATE,
  summary: 'Publish a sector version',
  description: `${PROVIDER_ONLY} The version is not lower than the last one (400) and a sector takes one version per calendar day (409). Every pending draft of the sector is published with it.`,
  body: sectorPublishBody,
  response: sectorVersionAnswer,
  message: 'sector_version_published',
  errors: [409],
  example: {
    version_uuid,
    sector_uuid,
    version: 3,
    published_at: '2026-11-23',
    added: 1,
    changed: 2,
    repealed: 0,
  },
});

export const sectorVersionCompare = endpoint({
  method: 'POST',
  path: '/sectors/dynamic-content-publish-result-compare',
  access: CONTENT_UPDATE,
  summary: 'What publishing the sector would change',
  description: `${PROVIDER_ONLY} Against its last version: obligations added, changed (field by field, before and after) and repealed (status -2). Writes nothing.`,
  body: sectorCompareBody,
  response: sectorCompareAnswer,
  example: {
    sector_uuid,
    last_version: 2,
    added: [],
    changed: [
      {
        obligation_uuid: version_uuid,
        comp_title_en: 'Report waste',
        comp_title_id: 'Melaporkan limbah',
        version_code: 3,
        fields: [{ field: 'priority', before: 'medium', after: 'high' }],
      },
    ],
    repealed: [],
  },
});

export const sectorVersionSync = endpoint({
  method: 'POST',
  path: '/sectors/sync-dynamic-content-data',
  access: CONTENT_UPDATE,
  summary: 'Deliver the sector’s published version to its subscribed companies',
  description: `${PROVIDER_ONLY} Runs as a job (resumable, idempotent); asked again for the same version it answers that job and each company’s progress. A sector never published answers 409.`,
  body: sectorSyncBody,
  response: sectorSyncAnswer,
  message: 'sector_sync_started',
  errors: [409],
  example: { ...syncExample, state: 'running' },
});

export const sectorSyncProgress = endpoint({
  method: 'GET',
  path: '/sectors/sync-progress/:sector_uuid',
  access: CONTENT_VIEW,
  summary: 'Where the delivery of the sector’s last version stands',
  description: `${PROVIDER_ONLY} The job's state and each company's progress, as the sync call answers them; reads only (the sync dialog follows a delivery with it). A sector never published answers 409.`,
  params: sectorSyncBody,
  response: sectorSyncAnswer,
  errors: [404, 409],
  example: syncExample,
});
