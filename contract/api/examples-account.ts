/** Example answers of the public account routes (invitation acceptance, password recovery). */
import type { z } from 'zod';
import type { createPasswordAnswer, invitationSummary, ownAccount } from './account-access';

export const invitationSummaryExample: z.input<typeof invitationSummary> = {
  email: 'siti.rahma@example.co.id',
  name: 'Siti Rahma',
  company_name: 'PT Contoh Energi',
  expires_at: '2026-03-08T09:00:00.000Z',
};

export const createPasswordExample: z.input<typeof createPasswordAnswer> = {
  email: 'siti.rahma@example.co.id',
};

export const ownAccountExample: z.input<typeof ownAccount> = {
  email: 'ayu.lestari@example.co.id',
  name: 'Ayu Lestari',
  phone: '+62 21 555 0100',
  position: 'Compliance officer',
  language: 'id',
};
