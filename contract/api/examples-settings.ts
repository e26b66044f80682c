/** Example answer of the company settings routes (API reference; checked against its schema). */
import type { SettingsAnswer } from './settings';

export const settingsExample: SettingsAnswer = {
  company_uuid: 'c29e0d1a-6b5f-4e9c-9a0b-3c4d5e6f7a89',
  settings: {
    language: 'id',
    primaryColor: 'teal',
    colorScheme: 'light',
    logo: '/api/uploads/3f2a1b4c-logo.png',
    priorityLabels: { high: { en: 'Critical', id: 'Kritis' } },
    labels: { compliance: { en: 'Duties', id: 'Kewajiban' } },
    expiryWarningDays: 30,
    reminderDaysBefore: 7,
  },
  updated_at: '2026-01-15T08:30:00.000Z',
};
