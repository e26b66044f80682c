/**
 * Mark content updates seen through the kit: the listed ones, or every one of the company. No
 * collection holds them (`target: () => null`): the kit sends the call with its Idempotency-Key
 * (queued offline); the screen reads the lists and the nav badge again after it.
 */
import type { z } from 'zod';
import { contentUpdatesSeen } from '../../../contract/api/obligation-update-endpoints';
import type { updateSeenBody } from '../../../contract/api/sector-versions';
import { defineWrite, endpointCall } from '../../db/writes';

export const markUpdatesSeen = defineWrite<z.infer<typeof updateSeenBody>>({
  name: 'updates/mark-seen',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(contentUpdatesSeen, { body }),
  label: 'updates:writeLabel.seen',
});
