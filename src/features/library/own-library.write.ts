/**
 * A company's own library writes (issue 24) through the kit: the specification's authoring
 * calls, which the server opens to a customer with the `library` rights on its own rows only.
 * No local document: the server decides the row's order and, on publish, opens the compliance;
 * the change feed brings the rows back to the synced `topics`, `obligations` and `compliances`.
 */
import type { z } from 'zod';
import type {
  ObligationCreateBody,
  obligationDeleteInput,
  ObligationSortBody,
  ObligationUpdateBody,
  SectorCreateBody,
  TopicCreateBody,
  topicDeleteInput,
  TopicSortBody,
  TopicUpdateBody,
} from '../../../contract/api/authoring';
import {
  obligationCreate,
  obligationDelete,
  obligationSort,
  obligationUpdate,
  sectorCreate,
  topicCreate,
  topicDelete,
  topicSort,
  topicUpdate,
} from '../../../contract/api/authoring-endpoints';
import type { ObligationRegulationBody } from '../../../contract/api/regulation-authoring';
import { obligationRegulationCreate } from '../../../contract/api/regulation-endpoints';
import { defineWrite, endpointCall, type WriteDefinition, type WriteLabel } from '../../db/writes';

const send = <I>(name: string, label: WriteLabel, call: WriteDefinition<I>['call']) =>
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
  (body) => endpointCall(sectorCreate, { body }),
);
export const createOwnTopic = send<TopicCreateBody>(
  'topic-create',
  'library:writeLabel.createTopic',
  (body) => endpointCall(topicCreate, { body }),
);
export const updateOwnTopic = send<TopicUpdateBody>(
  'topic-update',
  'library:writeLabel.updateTopic',
  (body) => endpointCall(topicUpdate, { body }),
);
export const createOwnObligation = send<ObligationCreateBody>(
  'obligation-create',
  'library:writeLabel.createObligation',
  (body) => endpointCall(obligationCreate, { body }),
);
/** Fields of a published own obligation take effect at once; `obligation_status` 1 publishes a new one (its compliance opens). */
export const updateOwnObligation = send<ObligationUpdateBody>(
  'obligation-update',
  'library:writeLabel.updateObligation',
  (body) => endpointCall(obligationUpdate, { body }),
);

/** Only an own obligation never published is deleted; the server refuses a published one (409, "repeal it instead"). */
export const deleteOwnObligation = send<z.input<typeof obligationDeleteInput>>(
  'obligation-delete',
  'library:writeLabel.deleteObligation',
  (body) => endpointCall(obligationDelete, { body }),
);
/** An empty own topic (no subtopic, no obligation: else 409 with the reason). */
export const deleteOwnTopic = send<z.input<typeof topicDeleteInput>>(
  'topic-delete',
  'library:writeLabel.deleteTopic',
  (body) => endpointCall(topicDelete, { body }),
);
/** The new order of the company's own topics under one parent (master topics are not the company's to order). */
export const sortOwnTopics = send<TopicSortBody>('topic-sort', 'library:writeLabel.sort', (body) =>
  endpointCall(topicSort, { body }),
);
/** The new order of the company's own obligations of one topic. */
export const sortOwnObligations = send<ObligationSortBody>(
  'obligation-sort',
  'library:writeLabel.sort',
  (body) => endpointCall(obligationSort, { body }),
);
/** Adds related regulations to an own obligation (links already there are kept). */
export const linkOwnRegulations = send<ObligationRegulationBody>(
  'obligation-regulations',
  'library:writeLabel.linkRegulations',
  (body) => endpointCall(obligationRegulationCreate, { body }),
);
