import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { activityRoutes } from './activity/activity.routes';
import { authRoutes } from './auth/auth.routes';
import { syncRoutes } from './sync/sync.routes';
import { syncHintPublisher } from './sync/sync.publisher';
import { systemRoutes } from './system/system.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { bookmarkRoutes } from './bookmarks/bookmarks.routes';
import { complianceRoutes } from './compliance/compliance.routes';
import { sectorRoutes } from './library/sectors.routes';
import { topicRoutes } from './library/topics.routes';
import { obligationRoutes } from './obligations/obligations.routes';
import { regulationRoutes } from './regulations/regulations.routes';
import { searchRoutes } from './search/search.routes';
import { accountRoutes } from './users/account.routes';
import { moduleRoutes } from './users/modules.routes';
import { profileRoutes } from './users/profile.routes';

/** Every module's routes, registered under /api. Add new modules here. */
export async function registerModules(api: FastifyInstance, deps: Deps) {
  await authRoutes(api, deps);
  await profileRoutes(api, deps);
  await accountRoutes(api, deps);
  await moduleRoutes(api, deps);
  await feedbackRoutes(api, deps);
  await sectorRoutes(api, deps);
  await topicRoutes(api, deps);
  await obligationRoutes(api, deps);
  await regulationRoutes(api, deps);
  await searchRoutes(api, deps);
  await bookmarkRoutes(api, deps);
  await complianceRoutes(api, deps);
  await activityRoutes(api, deps);
  await syncRoutes(api, deps);
  deps.realtime.onChanges(syncHintPublisher(deps.database));
  await systemRoutes(api, deps);
}
