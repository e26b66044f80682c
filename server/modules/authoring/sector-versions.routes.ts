import type { FastifyInstance } from 'fastify';
import {
  sectorSyncProgress,
  sectorVersionCompare,
  sectorVersionPublish,
  sectorVersionSync,
} from '../../../contract/api/sector-version-endpoints';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { runningDeliveryGreeter } from './sector-sync.greeter';
import { readSyncProgress, requestSync } from './sector-sync.service';
import { publishSectorVersion, sectorChanges } from './sector-versions.service';

/** A sector's version cycle: publish a version, compare, sync to the subscribed companies. */
export async function sectorVersionRoutes(app: FastifyInstance, deps: Deps) {
  const run = deps.mutations.forRequest;
  deps.realtime.onConnect(runningDeliveryGreeter(deps.database));

  implement(app, sectorVersionPublish, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => publishSectorVersion(m, user, body)),
  });
  implement(app, sectorVersionCompare, {
    handler: async ({ body, user }) =>
      sectorChanges((query) => deps.database.rows(query), user.company_uuid, body.sector_uuid),
  });
  implement(app, sectorVersionSync, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => requestSync(m, user, body.sector_uuid)),
  });
  implement(app, sectorSyncProgress, {
    handler: async ({ params, user }) =>
      readSyncProgress((query) => deps.database.rows(query), user.company_uuid, params.sector_uuid),
  });
}
