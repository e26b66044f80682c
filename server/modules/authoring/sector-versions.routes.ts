import type { FastifyInstance } from 'fastify';
import {
  sectorCompareAnswer,
  sectorCompareBody,
  sectorPublishBody,
  sectorSyncAnswer,
  sectorSyncBody,
  sectorVersionAnswer,
} from '../../../contract/api/sector-versions';
import { authoringSectorExample } from '../../../contract/api/examples-authoring';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { CONTENT_UPDATE, CONTENT_VIEW } from './authoring.policy';
import { runningDeliveryGreeter } from './sector-sync.greeter';
import { readSyncProgress, requestSync } from './sector-sync.service';
import { publishSectorVersion, sectorChanges } from './sector-versions.service';

const PROVIDER_ONLY =
  'The provider’s content authoring (module `content`): every customer gets 403.';
const sector_uuid = authoringSectorExample.sector_uuid;
const version_uuid = '6f1c1a52-6a0e-4a43-9a53-2f4a3a6c0b11';

/** A sector's version cycle: publish a version, compare, sync to the subscribed companies. */
export async function sectorVersionRoutes(app: FastifyInstance, deps: Deps) {
  const run = deps.mutations.forRequest;
  deps.realtime.onConnect(runningDeliveryGreeter(deps.database));

  defineRoute(app, {
    method: 'POST',
    url: '/sectors/dynamic-content-publish',
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
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => publishSectorVersion(m, user, body)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sectors/dynamic-content-publish-result-compare',
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
    handler: async ({ body, user }) =>
      sectorChanges((query) => deps.database.rows(query), user.company_uuid, body.sector_uuid),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/sectors/sync-dynamic-content-data',
    access: CONTENT_UPDATE,
    summary: 'Deliver the sector’s published version to its subscribed companies',
    description: `${PROVIDER_ONLY} Runs as a job (resumable, idempotent); asked again for the same version it answers that job and each company’s progress. A sector never published answers 409.`,
    body: sectorSyncBody,
    response: sectorSyncAnswer,
    message: 'sector_sync_started',
    errors: [409],
    example: {
      job_uuid: version_uuid,
      state: 'running',
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
    },
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => requestSync(m, user, body.sector_uuid)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/sectors/sync-progress/:sector_uuid',
    access: CONTENT_VIEW,
    summary: 'Where the delivery of the sector’s last version stands',
    description: `${PROVIDER_ONLY} The job's state and each company's progress, as the sync call answers them; reads only (the sync dialog follows a delivery with it). A sector never published answers 409.`,
    params: sectorSyncBody,
    response: sectorSyncAnswer,
    errors: [404, 409],
    example: {
      job_uuid: version_uuid,
      state: 'done',
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
    },
    handler: async ({ params, user }) =>
      readSyncProgress((query) => deps.database.rows(query), user.company_uuid, params.sector_uuid),
  });
}
