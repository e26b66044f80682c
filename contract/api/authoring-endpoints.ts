/**
 * The content authoring calls (sectors, topics, obligations), declared once
 * (contract/endpoint.ts): server/modules/authoring implements them, src/features/authoring (the
 * provider's editor) and src/features/library (a customer's own library) write through them.
 * The access rules live here (server/modules/authoring/authoring.policy.ts re-exports them).
 */
import { endpoint } from '../endpoint';
import type { Access, ModuleAccess } from '../modules';
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
} from './authoring';
import {
  authoringObligationExample,
  authoringSectorExample,
  authoringTopicExample,
} from './examples-authoring';
import { noData } from './values';

export const CONTENT_VIEW = { module: 'content', action: 'view' } as const satisfies Access;
export const CONTENT_CREATE = { module: 'content', action: 'create' } as const satisfies Access;
export const CONTENT_UPDATE = { module: 'content', action: 'update' } as const satisfies Access;
export const CONTENT_DELETE = { module: 'content', action: 'delete' } as const satisfies Access;

const LIBRARY_CREATE = { module: 'library', action: 'create' } as const satisfies ModuleAccess;
const LIBRARY_UPDATE = { module: 'library', action: 'update' } as const satisfies ModuleAccess;
const LIBRARY_DELETE = { module: 'library', action: 'delete' } as const satisfies ModuleAccess;

/** The calls open to both authors: the provider with `content`, a customer on its own rows with `library`. */
export const AUTHOR_CREATE = {
  provider: CONTENT_CREATE,
  customer: LIBRARY_CREATE,
} as const satisfies Access;
export const AUTHOR_UPDATE = {
  provider: CONTENT_UPDATE,
  customer: LIBRARY_UPDATE,
} as const satisfies Access;
export const AUTHOR_DELETE = {
  provider: CONTENT_DELETE,
  customer: LIBRARY_DELETE,
} as const satisfies Access;

export const PROVIDER_ONLY =
  'The provider’s content authoring (module `content`): every customer gets 403.';
const OWN_TOO =
  'The provider’s content authoring (module `content`), and a customer company’s own library (module `library`): a customer writes only its company’s own rows, and master content or another company’s row answers 404.';

export const sectorCreate = endpoint({
  method: 'POST',
  path: '/sectors/create',
  access: AUTHOR_CREATE,
  summary: 'Create a sector (a draft)',
  description: `${OWN_TOO} Customers see it once an obligation under it is published. A code in use answers 409.`,
  body: sectorCreateBody,
  response: authoringSector,
  status: 201,
  message: 'sector_created',
  example: authoringSectorExample,
  errors: [409],
});

export const sectorUpdate = endpoint({
  method: 'PUT',
  path: '/sectors/update',
  access: AUTHOR_UPDATE,
  summary: 'Update a sector',
  description: `${OWN_TOO} On a published sector the texts wait in its draft until published; \`code\` and \`is_active\` apply at once.`,
  body: sectorUpdateBody,
  response: authoringSector,
  message: 'sector_updated',
  example: authoringSectorExample,
  errors: [409],
});

export const sectorDelete = endpoint({
  method: 'DELETE',
  path: '/sectors/delete',
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
});

export const topicCreate = endpoint({
  method: 'POST',
  path: '/topics/create',
  access: AUTHOR_CREATE,
  summary: 'Create a topic or subtopic (a draft)',
  description: `${OWN_TOO} \`parent_uuid\` names a top-level topic of the same sector; the new one goes last.`,
  body: topicCreateBody,
  response: authoringTopic,
  status: 201,
  message: 'topic_created',
  example: authoringTopicExample,
});

export const topicUpdate = endpoint({
  method: 'PUT',
  path: '/topics/update',
  access: AUTHOR_UPDATE,
  summary: 'Rename a topic',
  description: `${OWN_TOO} On a published topic the titles wait in its draft until published.`,
  body: topicUpdateBody,
  response: authoringTopic,
  message: 'topic_updated',
  example: authoringTopicExample,
});

export const topicDelete = endpoint({
  method: 'DELETE',
  path: '/topics/delete',
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
});

export const topicSort = endpoint({
  method: 'PUT',
  path: '/topic/sort',
  access: AUTHOR_UPDATE,
  summary: 'Order the topics under one parent',
  description: `${OWN_TOO} \`topic_uuids\` lists every topic of that place once, in the new order.`,
  body: topicSortBody,
  response: sortAnswer,
  message: 'sorted',
  example: { sorted: 2 },
});

export const authoringMove = endpoint({
  method: 'PUT',
  path: '/move/regframe',
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
});

export const obligationCreate = endpoint({
  method: 'POST',
  path: '/obligation/create',
  access: AUTHOR_CREATE,
  summary: 'Create an obligation (a draft)',
  description: `${OWN_TOO} In a topic or subtopic; it goes last there.`,
  body: obligationCreateBody,
  response: authoringObligation,
  status: 201,
  message: 'obligation_created',
  example: { ...authoringObligationExample, obligation_status: 0, version_code: 1 },
});

export const obligationUpdate = endpoint({
  method: 'PUT',
  path: '/obligation/update',
  access: AUTHOR_UPDATE,
  summary: 'Update an obligation',
  description: `${OWN_TOO} Changes to a published obligation wait in its draft. \`obligation_status\` -2 repeals (kept for history), 1 publishes a company’s own obligation (master ones: POST /v2/obligation/publish).`,
  body: obligationUpdateBody,
  response: authoringObligation,
  message: 'obligation_updated',
  example: authoringObligationExample,
  errors: [409],
});

export const obligationPublish = endpoint({
  method: 'POST',
  path: '/obligation/publish',
  access: CONTENT_UPDATE,
  summary: 'Publish obligations',
  description: `${PROVIDER_ONLY} One uuid or a list; each needs a type. Their topics and sector are published with them.`,
  body: obligationPublishBody,
  response: publishAnswer,
  message: 'obligation_published',
  example: { published: [authoringObligationExample] },
});

export const obligationPublishMaster = endpoint({
  method: 'POST',
  path: '/v2/obligation/publish',
  access: CONTENT_UPDATE,
  summary: 'Save and publish a master obligation',
  description: `${PROVIDER_ONLY} The editor’s payload without its status field (spec section 4); a type is required.`,
  body: obligationPublishV2Body,
  response: authoringObligation,
  message: 'obligation_published',
  example: authoringObligationExample,
});

export const obligationDelete = endpoint({
  method: 'DELETE',
  path: '/obligation/delete',
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
});

export const obligationSort = endpoint({
  method: 'PUT',
  path: '/obligation/sort',
  access: AUTHOR_UPDATE,
  summary: 'Order the obligations of a topic',
  description: `${OWN_TOO} \`obligation_uuids\` lists every obligation of the topic once, in the new order.`,
  body: obligationSortBody,
  response: sortAnswer,
  message: 'sorted',
  example: { sorted: 3 },
});

export const obligationBulkActivation = endpoint({
  method: 'POST',
  path: '/v3/obligation/bulk-activation',
  access: CONTENT_UPDATE,
  summary: 'Activate or deactivate obligations',
  description: `${PROVIDER_ONLY} An inactive obligation leaves every customer list.`,
  body: bulkActivationBody,
  response: bulkActivationAnswer,
  example: { updated: 2, is_active: false },
});
