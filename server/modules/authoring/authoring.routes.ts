import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  obligationDeleteInput,
  sectorDeleteInput,
  topicDeleteInput,
} from '../../../contract/api/authoring';
import {
  authoringMove,
  obligationBulkActivation,
  obligationCreate,
  obligationDelete,
  obligationPublish,
  obligationPublishMaster,
  obligationSort,
  obligationUpdate,
  sectorCreate,
  sectorDelete,
  sectorUpdate,
  topicCreate,
  topicDelete,
  topicSort,
  topicUpdate,
} from '../../../contract/api/authoring-endpoints';
import type { Deps } from '../../deps';
import { answer } from '../../lib/answer';
import { implement } from '../../lib/route';
import { parseOrThrow } from '../../lib/validate';
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

/** The provider's authoring of sectors, topics and obligations (spec section 7). */
export async function authoringRoutes(app: FastifyInstance, deps: Deps) {
  const run = deps.mutations.forRequest;

  implement(app, sectorCreate, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => createSector(m, user, body)),
  });
  implement(app, sectorUpdate, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => updateSector(m, user, body)),
  });
  implement(app, sectorDelete, {
    handler: async ({ req, reply, query, body, user }) => {
      const input = bodyOrQuery(sectorDeleteInput, query, body);
      return run(req, reply, (m) => deleteSector(m, user, input.sector_uuid));
    },
  });

  implement(app, topicCreate, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => createTopic(m, user, body)),
  });
  implement(app, topicUpdate, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => updateTopic(m, user, body)),
  });
  implement(app, topicDelete, {
    handler: async ({ req, reply, query, body, user }) => {
      const input = bodyOrQuery(topicDeleteInput, query, body);
      return run(req, reply, (m) => deleteTopic(m, user, input.topic_uuid, input.customerId));
    },
  });
  implement(app, topicSort, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => sortTopics(m, user, body)),
  });
  implement(app, authoringMove, {
    handler: async ({ req, reply, body, user }) => run(req, reply, (m) => move(m, user, body)),
  });

  implement(app, obligationCreate, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => createObligation(m, user, body)),
  });
  implement(app, obligationUpdate, {
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
  implement(app, obligationPublish, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) =>
        publishObligations(
          m,
          user,
          Array.isArray(body.obligation_uuid) ? body.obligation_uuid : [body.obligation_uuid],
        ),
      ),
  });
  implement(app, obligationPublishMaster, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => publishMaster(m, user, body)),
  });
  implement(app, obligationDelete, {
    handler: async ({ req, reply, query, body, user }) => {
      const input = bodyOrQuery(obligationDeleteInput, query, body);
      return run(req, reply, (m) =>
        deleteObligation(m, user, input.topic_uuid, input.obligation_uuid),
      );
    },
  });
  implement(app, obligationSort, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, (m) => sortObligations(m, user, body)),
  });
  implement(app, obligationBulkActivation, {
    handler: async ({ req, reply, body, user }) =>
      run(req, reply, async (m) => {
        const result = await bulkActivation(m, user, body);
        return answer(result, body.is_active ? 'obligations_activated' : 'obligations_deactivated');
      }),
  });
}
