/**
 * A route's data with the message key to render beside it. Handlers return plain data when the
 * route's own message fits; a handler whose message depends on the outcome (a bookmark added or
 * removed) returns `answer(data, key)`. The message is rendered per request, so an idempotent
 * replay speaks the language of the repeat, not of the first request.
 */
import type { FastifyReply } from 'fastify';
import type { MessageKey } from '../../contract/messages';

export class Answer<T> {
  constructor(
    readonly data: T,
    readonly messageKey: MessageKey,
  ) {}
}

export const answer = <T>(data: T, messageKey: MessageKey) => new Answer(data, messageKey);

/**
 * A file answer (a download): the route's handler sets nothing itself; `send` writes the status
 * and headers and streams the body. Built by server/storage/download.ts.
 */
export class FileAnswer {
  constructor(readonly send: (reply: FastifyReply) => FastifyReply) {}
}
