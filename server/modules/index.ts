import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { authRoutes } from './auth/auth.routes';
import { systemRoutes } from './system/system.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { sectorRoutes } from './library/sectors.routes';
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
  await systemRoutes(api, deps);
}
