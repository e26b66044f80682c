/**
 * Company settings: read with defaults filling what the stored preferences lack, and changed
 * field by field (a null priority label or label override removes it) in the caller's mutation
 * transaction, with the activity-log row under the company whose settings changed.
 */
import { txRowsOf, type Rows } from '../../db/client';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOGO_PATH,
  readSettings,
  type SettingsAnswer,
  type settingsUpdateBody,
} from '../../../contract/api/settings';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import type { Storage } from '../../storage/storage';

type Row = { company_uuid: string; preferences: unknown; updated_at: string | Date | null };

/** The company's settings, or null when there is no such (live) company. */
export async function findSettings(q: Rows, companyUuid: string): Promise<SettingsAnswer | null> {
  const [row] = await q<Row>(
    sql`SELECT c.company_uuid, s.preferences, s.updated_at FROM companies c LEFT JOIN settings s ON s.company_uuid = c.company_uuid
      WHERE c.company_uuid = ${companyUuid} AND c.deleted_at IS NULL`,
  );
  if (!row) return null;
  return {
    company_uuid: row.company_uuid,
    settings: readSettings(row.preferences),
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

function merged<T extends Record<string, unknown>>(
  current: T,
  changes: Record<string, unknown | null> | undefined,
): T {
  if (!changes) return current;
  const out: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete out[k];
    else if (v !== undefined) out[k] = v;
  }
  return out as T;
}

export async function updateSettings(
  m: MutationContext,
  companyUuid: string,
  input: z.infer<typeof settingsUpdateBody>,
): Promise<SettingsAnswer> {
  const q = txRowsOf(m.tx);
  const locked = await q(
    sql`SELECT 1 FROM companies WHERE company_uuid = ${companyUuid} AND deleted_at IS NULL FOR UPDATE`,
  );
  if (!locked.length) throw errors.notFound();
  const before = (await findSettings(q, companyUuid))!.settings;
  const { priorityLabels, labels, ...plain } = input;
  const after = {
    ...before,
    ...Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)),
    priorityLabels: merged(before.priorityLabels, priorityLabels),
    labels: merged(before.labels, labels),
  };
  await q(
    sql`INSERT INTO settings (company_uuid, preferences, updated_at) VALUES (${companyUuid}, ${JSON.stringify(after)}::jsonb, now())
       ON CONFLICT (company_uuid) DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = now()`,
  );
  await m.log({
    type: 'settings',
    type_uuid: companyUuid,
    action: 'update',
    before,
    after,
    company_uuid: companyUuid,
  });
  return (await findSettings(q, companyUuid))!;
}

/**
 * POST /settings/logo/{companyId}: the uploaded image becomes the company's logo. The former
 * uploaded logo's file is removed after the commit (an address elsewhere is left alone).
 */
export async function setLogo(
  m: MutationContext,
  companyUuid: string,
  logo: string,
  storage: Storage,
): Promise<SettingsAnswer> {
  const before = (await findSettings(txRowsOf(m.tx), companyUuid))?.settings;
  const answer = await updateSettings(m, companyUuid, { logo });
  const old =
    before?.logo && LOGO_PATH.test(before.logo)
      ? before.logo.replace('/api/settings/logo/', 'logos/')
      : null;
  if (old && old !== logo.replace('/api/settings/logo/', 'logos/'))
    m.afterCommit(() => storage.delete(old).catch(() => undefined));
  return answer;
}
