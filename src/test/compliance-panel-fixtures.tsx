/** Test helpers of the compliance panels: a compliance document, a signed-in user, a render with providers. */
import { MantineProvider } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AppDatabase } from '../db/database';
import { pendingWrites } from '../db/writes/writes.fixtures';
import { i18n } from '../lib/i18n';
import { session, setProfile } from '../state/session';
import { makeProfile } from './fixtures';
import type { ComplianceDoc } from '../features/compliance/checklist/compliance-doc';

export const ME = { user_uuid: '11111111-1111-4111-8111-111111111111', name: 'Ana Putri' };

export function complianceDoc(over: Partial<ComplianceDoc> = {}): ComplianceDoc {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    obligation_uuid: 'o0000000-0000-4000-8000-000000000001',
    version_code: 1,
    cycle: 1,
    process_status: 'not_comply',
    confirmation_status: null,
    priority: 'medium',
    deadline: '2026-12-31',
    is_active: true,
    is_duplicate: false,
    duplicated_from: null,
    renewal_of: null,
    claimed_at: null,
    approved_at: null,
    reject_reason: null,
    note: null,
    comp_title_en: 'Report waste water quality',
    comp_title_id: 'Melaporkan kualitas air limbah',
    sector_uuid: 's1',
    topic_uuid: 't1',
    type: 'periodic',
    sanction: 'administrative',
    members: [],
    actions: ['view', 'comment', 'edit_checklist', 'claim'],
    checklist_total: 0,
    checklist_claimed: 0,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

/** Signed in as ME with the compliance module's rights (update unless `update: false`). */
export function signInWorker(update = true) {
  setProfile(
    makeProfile({
      modules: ['compliance'],
      privileges: { compliance: { view: true, create: update, update, delete: false } },
    }),
  );
  session.token = 'test-token';
}

export function renderPanel(ui: ReactElement) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">{ui}</MantineProvider>
      </I18nextProvider>,
    ),
  };
}

/**
 * Waits until no write is still being sent (each is queued, done or refused), so the next test's
 * reset of the pending state does not race a write of this one.
 */
export async function writesSettled(db: AppDatabase) {
  await waitFor(async () => {
    const { docs } = await pendingWrites(db);
    expect(
      Object.values(docs).flatMap((d) => d.entries.filter((e) => e.status === 'sending')),
    ).toEqual([]);
  });
}
