/**
 * The company-settings calls, declared once (contract/endpoint.ts): the settings and theming, and
 * the uploaded logo. server/modules/settings implements them; src/features/settings (and the
 * app's theme) read and write through them. Every user reads their company's settings; changes
 * need the `settings` module's update right.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { settingsExample } from './examples-settings';
import {
  LOGO_MAX_MB,
  logoFileParams,
  logoForm,
  settingsAnswer,
  settingsParams,
  settingsUpdateBody,
} from './settings';

export const SETTINGS_UPDATE = { module: 'settings', action: 'update' } as const satisfies Access;

// --- settings.routes.ts ---

export const settingsGet = endpoint({
  method: 'GET',
  path: '/settings/detail/:companyId',
  // Every user of the company gets its theme and labels (the app applies them); writes need the module.
  access: { authenticated: true },
  summary: 'A company’s settings and theming',
  description:
    'Colour scheme, primary colour, logo, priority labels, label overrides, default language, warning and reminder defaults; defaults fill what was never set. Another company is not found (a provider user reads any).',
  params: settingsParams,
  response: settingsAnswer,
  example: settingsExample,
});

export const settingsUpdate = endpoint({
  method: 'PUT',
  path: '/settings/update/:companyId',
  access: SETTINGS_UPDATE,
  summary: 'Change a company’s settings',
  description:
    'Only the fields given change; a null priority label or label override (or the string "null") removes it. Another company is not found (a provider user changes any).',
  params: settingsParams,
  body: settingsUpdateBody,
  response: settingsAnswer,
  message: 'settings_updated',
  example: settingsExample,
});

// --- settings-logo.routes.ts ---

export const settingsLogoUpload = endpoint({
  method: 'POST',
  path: '/settings/logo/:companyId',
  access: SETTINGS_UPDATE,
  summary: 'Upload the company’s logo',
  description: `Multipart: the image in \`file\`, PNG, JPEG, GIF or WebP by its content (400 otherwise), at most ${LOGO_MAX_MB} MB (413). The settings’ \`logo\` becomes its address; the header shows it. Another company is not found (a provider user changes any).`,
  params: settingsParams,
  form: logoForm,
  response: settingsAnswer,
  message: 'logo_uploaded',
  example: settingsExample,
  errors: [404, 413],
});

export const settingsLogoGet = endpoint({
  method: 'GET',
  path: '/settings/logo/:companyId/:name',
  access: { public: true },
  summary: 'A company’s uploaded logo',
  description:
    'The image stored by POST /settings/logo/{companyId}; no token needed (an image tag sends none).',
  params: logoFileParams,
  produces: 'image/*',
  response: z.null(),
  example: null,
  errors: [404, 416],
});
