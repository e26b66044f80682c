import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../../contract/api/auth';
import { profileGet } from '../../../contract/api/user-endpoints';
import type { Deps } from '../../deps';
import { moduleCodes } from '../../lib/auth-user';
import { AppError } from '../../lib/errors';
import { implement } from '../../lib/route';

export async function profileRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, profileGet, {
    // Everything comes from the session lookup the auth plugin already made: no further query.
    handler: async ({ user }) => {
      const modules = moduleCodes(user);
      const expired = user.expired_at !== null && new Date(user.expired_at) < new Date();
      // Spec section 4: no roles or no modules, and an expired subscription: blocked.
      if (expired && (user.roles.length === 0 || modules.length === 0)) {
        throw new AppError('subscription_expired', 'subscription_expired', {
          subscription: ['subscription_expired'],
        });
      }
      const profile: Profile = {
        user_uuid: user.user_uuid,
        email: user.email,
        name: user.name,
        language: user.language === 'id' ? 'id' : 'en',
        state: 'active',
        roles: user.roles,
        modules,
        privileges: user.privileges,
        company_data: {
          company_uuid: user.company_uuid,
          name: user.company_name,
          is_provider: user.is_provider,
          subscription_start: user.subscription_start,
          expired_at: user.expired_at,
          expiry_warning_days: deps.config.EXPIRY_WARNING_DAYS,
        },
      };
      return profile;
    },
  });
}
