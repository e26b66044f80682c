/** Example answers of the operations area's routes (API reference; checked against their schemas). */
import type { JobItem, JobListAnswer, MailDetail, MailListAnswer } from './operations';

const AT = '2026-01-15T08:30:00.000Z';
const MAIL = '3b7c1d2e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

export const jobExample: JobItem = {
  job_uuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  kind: 'mail.send',
  state: 'failed',
  company_uuid: 'c29e0d1a-6b5f-4e9c-9a0b-3c4d5e6f7a89',
  dedupe_key: `mail:${MAIL}`,
  attempts: 8,
  max_attempts: 8,
  run_at: AT,
  locked_at: null,
  locked_by: null,
  done_at: null,
  last_error: 'connect ECONNREFUSED 10.0.0.25:587',
  created_at: AT,
  updated_at: AT,
};

export const jobListExample: JobListAnswer = {
  data: [jobExample],
  page: 1,
  limit: 20,
  total: 1,
  total_page: 1,
  counts: { queued: 3, running: 1, done: 240, failed: 1 },
};

const mailItemExample = {
  mail_uuid: MAIL,
  company_uuid: 'c29e0d1a-6b5f-4e9c-9a0b-3c4d5e6f7a89',
  to_address: 'ayu@example.co.id',
  subject: 'Undangan ke RegComply',
  language: 'id' as const,
  template: 'invitation',
  state: 'sent' as const,
  attempts: 1,
  last_error: null,
  message_id: `<${MAIL}@regcomply.mail>`,
  created_at: AT,
  sent_at: AT,
};

export const mailListExample: MailListAnswer = {
  data: [mailItemExample],
  page: 1,
  limit: 20,
  total: 1,
  total_page: 1,
};

export const mailDetailExample: MailDetail = {
  ...mailItemExample,
  body: 'Halo Ayu,\n\nAnda diundang ke RegComply.',
  link_gone: false,
};
