/**
 * The operations writes through the kit: a failed job retried, a failed or kept mail resent.
 * No collection holds jobs or mails, so they have no local document (`target: () => null`): the
 * kit sends each call with its Idempotency-Key; the screen reads the list again after it.
 */
import { defineWrite } from '../../db/writes';

export const retryJob = defineWrite<string>({
  name: 'operations/retry-job',
  target: () => null,
  effect: async () => {},
  call: (jobUuid) => ({
    method: 'POST',
    path: `/jobs/retry/${encodeURIComponent(jobUuid)}`,
    body: {},
  }),
  label: 'operations:writeLabel.retry',
});

export const resendMail = defineWrite<string>({
  name: 'operations/resend-mail',
  target: () => null,
  effect: async () => {},
  call: (mailUuid) => ({
    method: 'POST',
    path: `/mail/outbox/resend/${encodeURIComponent(mailUuid)}`,
    body: {},
  }),
  label: 'operations:writeLabel.resend',
});
