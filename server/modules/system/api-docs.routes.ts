import type { FastifyInstance } from 'fastify';
export async function apiDocsRoutes(_app: FastifyInstance) {}
