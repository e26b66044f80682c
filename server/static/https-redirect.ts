/**
 * FORCE_HTTPS: every plain-http visit is sent to the same URL over https. The server itself
 * speaks plain http behind a TLS-terminating proxy, so the original protocol comes from
 * `x-forwarded-proto`, which Fastify reads only from a trusted proxy (TRUST_PROXY; config.ts
 * requires it). The visit goes to the configured public origin (PUBLIC_URL, https: config.ts
 * requires it), never to the `Host` or `X-Forwarded-Host` the request names: those are the
 * client's word (an open redirect, and a cached 301 poisoned for everyone).
 */
import type { FastifyInstance } from 'fastify';

/** The load balancer's own probe arrives over plain http and must not be redirected. */
const exempt = new Set(['/api/health']);

export function httpsRedirect(app: FastifyInstance, publicUrl: string): void {
  const origin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https' || exempt.has(req.url.split('?')[0])) return;
    // 308 keeps the method and body of a POST; GET and HEAD get the widely cached 301.
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
    return reply.redirect(`${origin}${req.url}`, status);
  });
}
