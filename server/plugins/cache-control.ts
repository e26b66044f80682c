import fp from 'fastify-plugin';

/** The policy of every answer that depends on its caller. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Every /api answer, success or failure, is `private, no-store` unless its route set a policy of
 * its own: the token travels in a custom header (`access_token`) that shared caches (proxies,
 * CDNs) do not key on, so a cached answer could reach another user. The few public answers that
 * are cacheable on purpose (the API reference, its assets) set their own header and keep it;
 * downloads set the same policy themselves. The client's files are outside /api (cache-policy.ts).
 */
export const cacheControlPlugin = fp(async (app) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', PRIVATE_NO_STORE);
    return payload;
  });
});
