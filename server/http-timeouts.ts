/**
 * Time bounds of every HTTP connection, so a slow or silent client cannot hold a socket open:
 * a request must arrive whole (headers and body) within REQUEST_TIMEOUT_MS and its headers within
 * HEADERS_TIMEOUT_MS (Node answers 408 and closes); a socket with no traffic is closed after
 * CONNECTION_TIMEOUT_MS, and an idle keep-alive socket after KEEP_ALIVE_TIMEOUT_MS.
 *
 * Fastify turns Node's request timeout off by default, and Node only looks for overdue requests
 * every 30 s: a body trickled in a byte every 2 s was never cut off. Both are set here.
 */
import { createServer, type Server, type ServerOptions } from 'node:http';
import type { Config } from './config';

type TimeoutConfig = Pick<
  Config,
  'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'
>;

/** How often Node looks for overdue requests: often enough that a bound overshoots by little. */
const checkingInterval = (c: TimeoutConfig) =>
  Math.min(1000, Math.max(50, Math.floor(c.HEADERS_TIMEOUT_MS / 4)));

/** Node's own options for `http.createServer`. */
export function httpServerOptions(c: TimeoutConfig): ServerOptions {
  return {
    requestTimeout: c.REQUEST_TIMEOUT_MS,
    headersTimeout: c.HEADERS_TIMEOUT_MS,
    keepAliveTimeout: c.KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: checkingInterval(c),
  };
}

/** Fastify's options: it sets these on the server it creates, over Node's. */
export function fastifyTimeoutOptions(c: TimeoutConfig) {
  return {
    http: httpServerOptions(c),
    requestTimeout: c.REQUEST_TIMEOUT_MS,
    connectionTimeout: c.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: c.KEEP_ALIVE_TIMEOUT_MS,
  };
}

/** An HTTP server with the same bounds, for the one Fastify does not create (the Socket.IO port). */
export function createBoundedServer(c: TimeoutConfig): Server {
  return createServer(httpServerOptions(c)).setTimeout(c.CONNECTION_TIMEOUT_MS);
}
