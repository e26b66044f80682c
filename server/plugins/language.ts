import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: 'en' | 'id';
  }
}

/** Every message in an answer follows the `lang` query parameter (en default, id). */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (req) => {
    const lang = (req.query as Record<string, unknown> | undefined)?.lang;
    req.lang = lang === 'id' ? 'id' : 'en';
  });
});
