/**
 * The sign-in calls, declared once (contract/endpoint.ts): login and logout, and which Microsoft
 * Entra ID identity signs into which account (the caller's own link, a company admin's mapping of
 * the company's users, the company's registered tenant). server/modules/auth implements them;
 * src/features/auth, account, users and settings call them.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { loginAnswer, loginQuery, loginRequestBody } from './auth';
import { loginExample } from './examples';
import {
  microsoftAccountAnswer,
  microsoftAccountExample,
  microsoftLinkBody,
  microsoftMappingAnswer,
  microsoftMappingBody,
  microsoftMappingExample,
  microsoftTenantAnswer,
  microsoftTenantBody,
  microsoftTenantExample,
} from './microsoft';
import { SETTINGS_UPDATE } from './settings-endpoints';
import { noData } from './values';

/** A user of the caller's company; an id that is not a UUID is simply not found (the handler checks). */
const userParams = z.object({ id: z.string() });

// --- auth.routes.ts ---

export const authLogin = endpoint({
  method: 'POST',
  path: '/auth/login',
  access: { public: true },
  summary: 'Sign in with email and password (or a Microsoft token)',
  description:
    'Answers a signed access token to send as the `access_token` header. Failed attempts are limited per account and per address; failure answers carry `x-ratelimit-limit` and `x-ratelimit-remaining`. With `msalToken` (a Microsoft Entra ID ID token, in the query or the body) instead of a password: 400 `sso_not_configured` when this deployment has no Entra ID; a token that does not verify (signature, issuer, audience, expiry, RS256 only) or names no account here answers 401; the tenant’s keys unreachable, 503.',
  body: loginRequestBody,
  query: loginQuery,
  response: loginAnswer,
  message: 'login_success',
  example: loginExample,
  errors: [401, 429, 503],
});

export const authLogout = endpoint({
  method: 'GET',
  path: '/auth/logout',
  access: { authenticated: true },
  summary: 'Sign out: the token is revoked on the server',
  response: noData,
  message: 'logout_success',
  example: null,
});

// --- microsoft.routes.ts ---

export const microsoftAccountGet = endpoint({
  method: 'GET',
  path: '/users/account/microsoft',
  access: { authenticated: true },
  summary: 'The Microsoft account linked to the caller’s account',
  description:
    'Whether this deployment offers Microsoft sign-in, whether the caller’s company registered its tenant, and the linked identity (tenant and object id) or null.',
  response: microsoftAccountAnswer,
  example: microsoftAccountExample,
});

export const microsoftLink = endpoint({
  method: 'POST',
  path: '/users/account/microsoft',
  access: { authenticated: true },
  summary: 'Link a Microsoft account to the caller’s account',
  description:
    'Takes the ID token MSAL gave the browser. Only from a session opened with the password (403 `sso_link_needs_password`). The token must verify (400 on `id_token`), come from the tenant the caller’s company registered (400), and its identity be linked to no other account (409). Replaces a former link.',
  body: microsoftLinkBody,
  response: microsoftAccountAnswer,
  message: 'microsoft_linked',
  example: microsoftAccountExample,
  errors: [403, 409, 503],
});

export const microsoftUnlink = endpoint({
  method: 'DELETE',
  path: '/users/account/microsoft',
  access: { authenticated: true },
  summary: 'Unlink the Microsoft account from the caller’s account',
  description: 'The identity no longer signs in. Answers the same when nothing was linked.',
  response: microsoftAccountAnswer,
  message: 'microsoft_unlinked',
  example: { ...microsoftAccountExample, linked: null },
});

export const userMicrosoftGet = endpoint({
  method: 'GET',
  path: '/users/microsoft/:id',
  access: { module: 'users', action: 'view' },
  summary: 'The Microsoft object id mapped to a user of the caller’s company',
  description:
    'With the company’s registered tenant (null: none, no mapping possible). Another company’s user is not found.',
  params: userParams,
  response: microsoftMappingAnswer,
  example: microsoftMappingExample,
  errors: [404],
});

export const userMicrosoftSet = endpoint({
  method: 'PUT',
  path: '/users/microsoft/:id',
  access: { module: 'users', action: 'update' },
  summary: 'Map a user of the caller’s company to a Microsoft object id',
  description:
    'The object id (Entra ID user’s “Object ID”) is taken in the company’s registered tenant (400 `object_id` without one); null removes the mapping. An identity linked to another account is refused (409). Another company’s user is not found.',
  params: userParams,
  body: microsoftMappingBody,
  response: microsoftMappingAnswer,
  message: 'microsoft_mapping_saved',
  example: microsoftMappingExample,
  errors: [404, 409],
});

export const microsoftTenantGet = endpoint({
  method: 'GET',
  path: '/settings/microsoft',
  access: { module: 'settings', action: 'view' },
  summary: 'The Microsoft Entra ID tenant the caller’s company registered',
  response: microsoftTenantAnswer,
  example: microsoftTenantExample,
});

export const microsoftTenantSet = endpoint({
  method: 'PUT',
  path: '/settings/microsoft',
  access: SETTINGS_UPDATE,
  summary: 'Register (or remove) the caller’s company’s Microsoft Entra ID tenant',
  description:
    'Only identities of this tenant are linked to and sign into the company’s users; a tenant belongs to one company (409 when another registered it). The caller’s own company only; null removes it (Microsoft sign-in stops for the company).',
  body: microsoftTenantBody,
  response: microsoftTenantAnswer,
  message: 'microsoft_tenant_saved',
  example: microsoftTenantExample,
  errors: [409],
});
