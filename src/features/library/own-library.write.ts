/**
 * A company's own library writes (issue 24) through the kit: the specification's authoring
 * calls, which the server opens to a customer with the `library` rights on its own rows only.
 * No local document: the server decides the row's order and, on publish, opens the compliance;
 * the change feed brings the rows back to the synced `topics`, `obligations` and `compliances`.
 */
import type {
  ObligationCreateBody,
  ObligationSortBody,
  ObligationUpdateBody,
  SectorCreateBody,
  TopicCreateBody,
  TopicSortBody,
  TopicUpdateBody,
} from '../../../contract/api/authoring';
import type { ObligationRegulationBody } from '../../../contract/api/regulation-authoring';
import { defineWrite, type WriteLabel } from '../../db/writes';

const send = <I>(
  name: string,
  label: WriteLabel,
  call: (input: I) => { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown },
) =>
  defineWrite<I>({
    name: `own-library/${name}`,
    target: () => null,
    effect: async () => {},
    call,
    label,
  });

/** A sector of the company's own (its code unique among the codes the company sees). */
export const createOwnSector = send<SectorCreateBody>(
  'sector-create',
  'library:writeLabel.createSector',
  (body) => ({ method: 'POST', path: '/sectors/create', body }),
);
export const createOwnTopic = send<TopicCreateBody>(
  'topic-create',
  'library:writeLabel.createTopic',
  (body) => ({ method: 'POST', path: '/topics/create', body }),
);
export const updateOwnTopic = send<TopicUpdateBody>(
  'topic-update',
  'library:writeLabel.updateTopic',
  (body) => ({ method: 'PUT', path: '/topics/update', body }),
);
export const createOwnObligation = send<ObligationCreateBody>(
  'obligation-create',
  'library:writeLabel.createObligation',
  (body) => ({ method: 'POST', path: '/obligation/create', body }),
);
/** Fields of a published own obligation take effect at once; `obligation_status` 1 publishes a new one (its compliance opens). */
export const updateOwnObligation = send<ObligationUpdateBody>(
  'obligation-update',
  'library:writeLabel.updateObligation',
  (body) => ({ method: 'PUT', path: '/obligation/update', body }),
);

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Only an own obligation never published is deleted; the server refuses a published one (409, "repeal it instead"). */
export const deleteOwnObligation = send<{ topic_uuid: string; obligation_uuid: string }>(
  'obligation-delete',
  'library:writeLabel.deleteObligation',
  (ids) => ({
    method: 'DELETE',
    path: `/obligation/delete?${q(ids)}`,
  }),
);
/** An empty own topic (no subtopic, no obligation: else 409 with the reason). */
export const deleteOwnTopic = send<{ topic_uuid: string; customerId: string }>(
  'topic-delete',
  'library:writeLabel.deleteTopic',
  (ids) => ({
    method: 'DELETE',
    path: `/topics/delete?${q(ids)}`,
  }),
);
/** The new order of the company's own topics under one parent (master topics are not the company's to order). */
export const sortOwnTopics = send<TopicSortBody>(
  'topic-sort',
  'library:writeLabel.sort',
  (body) => ({ method: 'PUT', path: '/topic/sort', body }),
);
/** The new order of the company's own obligations of one topic. */
export const sortOwnObligations = send<ObligationSortBody>(
  'obligation-sort',
  'library:writeLabel.sort',
  (body) => ({ method: 'PUT', path: '/obligation/sort', body }),
);
/** Adds related regulations to an own obligation (links already there are kept). */
export const linkOwnRegulations = send<ObligationRegulationBody>(
  'obligation-regulations',
  'library:writeLabel.linkRegulations',
  (body) => ({
    method: 'POST',
    path: '/obligation-regulation/create',
    body,
  }),
);
