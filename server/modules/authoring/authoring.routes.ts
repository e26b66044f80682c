import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  authoringObligation,
  authoringSector,
  authoringTopic,
  bulkActivationAnswer,
  bulkActivationBody,
  moveAnswer,
  moveBody,
  obligationCreateBody,
  obligationDeleteBody,
  obligationDeleteInput,
  obligationDeleteQuery,
  obligationPublishBody,
  obligationPublishV2Body,
  obligationSortBody,
  obligationUpdateBody,
  publishAnswer,
  sectorCreateBody,
  sectorDeleteBody,
  sectorDeleteInput,
  sectorDeleteQuery,
  sectorUpdateBody,
  sortAnswer,
  topicCreateBody,
  topicDeleteBody,
  topicDeleteInput,
  topicDeleteQuery,
  topicSortBody,
  topicUpdateBody,
} from '../../../contract/api/authoring';
import {
  authoringObligationExample,
  authoringSectorExample,
  authoringTopicExample,
} from '../../../contract/api/examples-authoring';
import { noData } from '../../../contract/api/values';
import type { Deps } from '../../deps';
import { answer } from '../../lib/answer';
import { defineRoute } from '../../lib/route';
import { parseOrThrow } from '../../lib/validate';
import { AUTHOR_CREATE, AUTHOR_DELETE, AUTHOR_UPDATE, CONTENT_UPDATE } from './authoring.policy';
import {
  bulkActivation,
  createObligation,
  deleteObligation,
  publishMaster,
  publishObligations,
  updateObligation,
} from './obligations.service';
import { move, sortObligations, sortTopics } from './order.service';
import {
  createSector,
  createTopic,
  deleteSector,
  deleteTopic,
  updateSector,
  updateTopic,
} from './sectors.service';

/** A delete's fields from its JSON body or its query (the body's win), checked as one whole. */
const bodyOrQuery = <S extends z.ZodType>(
  schema: S,
  query: object | undefined,
  body: object | undefined,
): z.infer<S> => parseOrThrow(schema, { ...query, ...body });

const PROVIDER_ONLY =
  'The provider’s content authoring (module `content`): every customer gets 403.';
const OWN_TOO =
  'The provider’s content authoring (module `content`), and a customer company’s own library (module `library`): a customer writes only its company’s own rows, and master content or another company’s row answers 404.';

/** The provider's authoring of sectors, topics and obligations (spec section 7). */
export async function authoringRoutes(app: FastifyInstance, deps: Deps) {
  const run = deps.mutations.forRequest;

  defineRoute(app, {
    method: 'POST',
    url: '/sectors/create',
    access: AUTHOR_CREATE,
    summary: 'Create a sector (a draft)',
    description: `${OWN_TOO} Customers see it once an obligation under it is published. A code in use answers 409.`,
    body: sectorCreateBody,
    response: authoringSector,
    status: 201,
    message: 'sector_created',
    example: authoringSectorExample,
    errors: [409],
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => createSector(m, user, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/sectors/update',
    access: AUTHOR_UPDATE,
    summary: 'Update a sector',
    description: `${OWN_TOO} On a published sector the texts wait in its draft until published; \`code\` and \`is_active\` apply at once.`,
    body: sectorUpdateBody,
    response: authoringSector,
    message: 'sector_updated',
    example: authoringSectorExample,
    errors: [409],
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => updateSector(m, user, body)),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/sectors/delete',
    access: AUTHOR_DELETE,
    summary: 'Delete an empty sector',
    description: `${OWN_TOO} \`sector_uuid\` in the JSON body or the query. A sector with topics answers 409.`,
    query: sectorDeleteQuery,
    body: sectorDeleteBody,
    either: sectorDeleteInput,
    response: noData,
    message: 'sector_deleted',
    example: null,
    errors: [409],
    handler: async ({ req, reply, query, body, user }) => {
      const input = bodyOrQuery(sectorDeleteInput, query, body);
      return run(req, reply, (m) => deleteSector(m, user, input.sector_uuid));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/topics/create',
    access: AUTHOR_CREATE,
    summary: 'Create a topic or subtopic (a draft)',
    description: `${OWN_TOO} \`parent_uuid\` names a top-level topic of the same sector; the new one goes last.`,
    body: topicCreateBody,
    response: authoringTopic,
    status: 201,
    message: 'topic_created',
    example: authoringTopicExample,
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => createTopic(m, user, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/topics/update',
    access: AUTHOR_UPDATE,
    summary: 'Rename a topic',
    description: `${OWN_TOO} On a published topic the titles wait in its draft until published.`,
    body: topicUpdateBody,
    response: authoringTopic,
    message: 'topic_updated',
    example: authoringTopicExample,
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => updateTopic(m, user, body)),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/topics/delete',
    access: AUTHOR_DELETE,
    summary: 'Delete an empty topic',
    description: `${OWN_TOO} Fields in the JSON body or the query. A topic with subtopics or obligations answers 409; \`customerId\` names the company of a company’s own topic.`,
    query: topicDeleteQuery,
    body: topicDeleteBody,
    either: topicDeleteInput,
    response: noData,
    message: 'topic_deleted',
    example: null,
    errors: [409],
    handler: async ({ req, reply, query, body, user }) => {
      const input = bodyOrQuery(topicDeleteInput, query, body);
      return run(req, reply, (m) => deleteTopic(m, user, input.topic_uuid, input.customerId));
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/topic/sort',
    access: AUTHOR_UPDATE,
    summary: 'Order the topics under one parent',
    description: `${OWN_TOO} \`topic_uuids\` lists every topic of that place once, in the new order.`,
    body: topicSortBody,
    response: sortAnswer,
    message: 'sorted',
    example: { sorted: 2 },
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => sortTopics(m, user, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/move/regframe',
    access: CONTENT_UPDATE,
    summary: 'Move a topic or an obligation',
    description: `${PROVIDER_ONLY} A topic moves with its subtopics and obligations, within or between sectors; published content cannot move into an unpublished place (409).`,
    body: moveBody,
    response: moveAnswer,
    message: 'moved',
    errors: [409],
    example: {
      type: 'obligation',
      uuid: authoringObligationExample.obligation_uuid,
      sector_uuid: authoringSectorExample.sector_uuid,
      parent_uuid: authoringTopicExample.topic_uuid,
      sort: 0,
    },
    handler: async ({ req, reply, body, user }) => run(req, reply, (m) => move(m, user, body)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/obligation/create',
    access: AUTHOR_CREATE,
    summary: 'Create an obligation (a draft)',
    description: `${OWN_TOO} In a topic or subtopic; it goes last there.`,
    body: obligationCreateBody,
    response: authoringObligation,
    status: 201,
    message: 'obligation_created',
    example: { ...authoringObligationExample, obligation_status: 0, version_code: 1 },
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => createObligation(m, user, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/obligation/update',
    access: AUTHOR_UPDATE,
    summary: 'Update an obligation',
    description: `${OWN_TOO} Changes to a published obligation wait in its draft. \`obligation_status\` -2 repeals (kept for history), 1 publishes a company’s own obligation (master ones: POST /v2/obligation/publish).`,
    body: obligationUpdateBody,
    response: authoringObligation,
    message: 'obligation_updated',
    example: authoringObligationExample,
    errors: [409],
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, async (m) => {
        const saved = await updateObligation(m, user, body);
        return answer(
          saved,
          body.obligation_status === -2
            ? 'obligation_repealed'
            : saved.has_draft
              ? 'obligation_draft_saved'
              : 'obligation_updated',
        );
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/obligation/publish',
    access: CONTENT_UPDATE,
    summary: 'Publish obligations',
    description: `${PROVIDER_ONLY} One uuid or a list; each needs a type. Their topics and sector are published with them.`,
    body: obligationPublishBody,
    response: publishAnswer,
    message: 'obligation_published',
    example: { published: [authoringObligationExample] },
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) =>
        publishObligations(
          m,
          user,
          Array.isArray(body.obligation_uuid) ? body.obligation_uuid : [body.obligation_uuid],
        ),
      ),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/v2/obligation/publish',
    access: CONTENT_UPDATE,
    summary: 'Save and publish a master obligation',
    description: `${PROVIDER_ONLY} The editor’s payload without its status field (spec section 4); a type is required.`,
    body: obligationPublishV2Body,
    response: authoringObligation,
    message: 'obligation_published',
    example: authoringObligationExample,
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => publishMaster(m, user, body)),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/obligation/delete',
    access: AUTHOR_DELETE,
    summary: 'Delete a draft obligation',
    description: `${OWN_TOO} Fields in the JSON body or the query. Only an obligation never published; a published one is repealed instead (409).`,
    query: obligationDeleteQuery,
    body: obligationDeleteBody,
    either: obligationDeleteInput,
    response: noData,
    message: 'obligation_deleted',
    example: null,
    errors: [409],
    handler: async ({ req, reply, query, body, user }) => {
      const input = bodyOrQuery(obligationDeleteInput, query, body);
      return run(req, reply, (m) =>
        deleteObligation(m, user, input.topic_uuid, input.obligation_uuid),
      );
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/obligation/sort',
    access: AUTHOR_UPDATE,
    summary: 'Order the obligations of a topic',
    description: `${OWN_TOO} \`obligation_uuids\` lists every obligation of the topic once, in the new order.`,
    body: obligationSortBody,
    response: sortAnswer,
    message: 'sorted',
    example: { sorted: 3 },
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => sortObligations(m, user, body)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/v3/obligation/bulk-activation',
    access: CONTENT_UPDATE,
    summary: 'Activate or deactivate obligations',
    description: `${PROVIDER_ONLY} An inactive obligation leaves every customer list.`,
    body: bulkActivationBody,
    response: bulkActivationAnswer,
    example: { updated: 2, is_active: false },
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, async (m) => {
        const result = await bulkActivation(m, user, body);
        return answer(result, body.is_active ? 'obligations_activated' : 'obligations_deactivated');
      }),
  });
}
