/**
 * Ours (not in the specification): Microsoft Entra ID identities. An identity is the ID token's
 * tenant (`tid`) and object id (`oid`); it signs in only to the account it was linked to, and only
 * while the account's company has registered that tenant.
 * - `GET`, `POST`, `DELETE /users/account/microsoft`: the caller's own link (POST takes an ID token
 *   obtained with MSAL, from a session opened with the password).
 * - `GET`, `PUT /users/microsoft/{id}`: a company admin's mapping of a user to an object id of the
 *   company's tenant.
 * - `GET`, `PUT /settings/microsoft`: the tenant the caller's company registered.
 */
import { z } from 'zod';
import { isoTime } from './values';

/** A tenant or object id: a GUID (answers carry it in lower case). */
export const ENTRA_ID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const entraId = () =>
  z
    .string()
    .trim()
    .refine((v) => ENTRA_ID_PATTERN.test(v), { params: { key: 'entra_id_invalid' } })
    .transform((v) => v.toLowerCase());

export const microsoftLinkBody = z.strictObject({
  /** The ID token MSAL returned to the browser (a JWS). */
  id_token: z.string().trim().min(1).max(20_000),
});
export type MicrosoftLinkBody = z.infer<typeof microsoftLinkBody>;

export const microsoftLink = z.strictObject({
  tenant_id: z.string(),
  object_id: z.string(),
  /** self: by the user; admin: by the company's admin; legacy: bound by the former first sign-in rule. */
  linked_by: z.enum(['self', 'admin', 'legacy']),
  linked_at: isoTime,
});

export const microsoftAccountAnswer = z.strictObject({
  /** Whether this deployment offers Microsoft sign-in at all. */
  configured: z.boolean(),
  /** Whether the caller's company registered a tenant (linking needs one). */
  tenant_registered: z.boolean(),
  linked: microsoftLink.nullable(),
});
export type MicrosoftAccountAnswer = z.infer<typeof microsoftAccountAnswer>;

export const microsoftMappingBody = z.strictObject({
  /** The user's object id in the company's tenant; null removes the mapping. */
  object_id: entraId().nullable(),
});
export type MicrosoftMappingBody = z.input<typeof microsoftMappingBody>;

export const microsoftMappingAnswer = z.strictObject({
  user_uuid: z.string(),
  /** The company's registered tenant (null: none yet, no mapping possible). */
  tenant_id: z.string().nullable(),
  object_id: z.string().nullable(),
});
export type MicrosoftMappingAnswer = z.infer<typeof microsoftMappingAnswer>;

export const microsoftTenantBody = z.strictObject({
  /** The company's Entra ID tenant id (Azure portal, Entra ID overview); null removes it. */
  tenant_id: entraId().nullable(),
});
export type MicrosoftTenantBody = z.input<typeof microsoftTenantBody>;

export const microsoftTenantAnswer = z.strictObject({ tenant_id: z.string().nullable() });
export type MicrosoftTenantAnswer = z.infer<typeof microsoftTenantAnswer>;

export const microsoftAccountExample: MicrosoftAccountAnswer = {
  configured: true,
  tenant_registered: true,
  linked: {
    tenant_id: '7d0c5a9e-1b2f-4c3d-8e4f-5a6b7c8d9e0f',
    object_id: '2b8f1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    linked_by: 'self',
    linked_at: '2026-03-02T08:15:00.000Z',
  },
};
export const microsoftMappingExample: MicrosoftMappingAnswer = {
  user_uuid: '0b3c5d7e-9f1a-4b2c-8d3e-5f6a7b8c9d0e',
  tenant_id: '7d0c5a9e-1b2f-4c3d-8e4f-5a6b7c8d9e0f',
  object_id: '2b8f1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};
export const microsoftTenantExample: MicrosoftTenantAnswer = {
  tenant_id: '7d0c5a9e-1b2f-4c3d-8e4f-5a6b7c8d9e0f',
};
