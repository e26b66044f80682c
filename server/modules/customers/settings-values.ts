/** A new company's preferences (the seed writes the same shape). */
export const DEFAULT_PREFERENCES = {
  language: 'en',
  primaryColor: 'indigo',
  colorScheme: 'light',
  logo: null,
  labels: {},
  priorityLabels: {},
  expiryWarningDays: 30,
} as const;
