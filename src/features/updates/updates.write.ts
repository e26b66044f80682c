/**
 * Mark content updates seen through the kit: the listed ones, or every one of the company. No
 * collection holds them (`target: () => null`): the kit sends the call with its Idempotency-Key
 * (queued offline); the screen reads the lists and the nav badge again after it.
 */
import type { z } from 'zod';
import type { updateSeenBody } from '../../../contract/api/sector-versions';
import { defineWrite } from '../../db/writes';

export const markUpdatesSeen = defineWrite<z.infer<typeof updateSeenBody>>({
  name: 'updates/mark-seen',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'POST', path: '/obligation/company/update', body }),
  label: 'updates:writeLabel.seen',
});
