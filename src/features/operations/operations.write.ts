/**
 * The operations writes through the kit: a failed job retried, a failed or kept mail resent.
 * No collection holds jobs or mails, so they have no local document (`target: () => null`): the
 * kit sends each call with its Idempotency-Key; the screen reads the list again after it.
 */
import { jobRetry, mailResend } from '../../../contract/api/operation-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const retryJob = defineWrite<string>({
  name: 'operations/retry-job',
  target: () => null,
  effect: async () => {},
  call: (jobUuid) => endpointCall(jobRetry, { params: { id: jobUuid } }),
  label: 'operations:writeLabel.retry',
});

export const resendMail = defineWrite<string>({
  name: 'operations/resend-mail',
  target: () => null,
  effect: async () => {},
  call: (mailUuid) => endpointCall(mailResend, { params: { id: mailUuid } }),
  label: 'operations:writeLabel.resend',
});
