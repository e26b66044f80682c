/**
 * The bulk calls (`complianceBulkActivation`, `complianceBulkDelete`), run by the
 * kit one compliance per write: each document keeps its own pending state and rollback, offline
 * each queues and lands once, and a refusal undoes only its own compliance. The server answers
 * what it did and what it skipped with why (contract bulkResult); a skipped compliance is put
 * back as it was, and its reason is kept for the screen's result summary.
 */
import type { SyncDocs } from '../../../contract/collections';
import {
  complianceBulkActivation,
  complianceBulkDelete,
} from '../../../contract/api/compliance-endpoints';
import { answerOf, defineWrite, endpointCall, type AppCollections } from '../../db/writes';

/** The reasons of skipped compliances, by uuid, until the summary reads them. */
const skipped = new Map<string, string>();
/** What bulk delete removed locally, to put back a compliance the server skipped. */
const removed = new Map<string, SyncDocs['compliances']>();

export function takeSkipReason(uuid: string): string | undefined {
  const reason = skipped.get(uuid);
  skipped.delete(uuid);
  return reason;
}

function skipOf(answer: unknown, uuid: string): string | undefined {
  // Both bulk calls answer the same summary (bulkResult).
  const data = answerOf(complianceBulkActivation, answer);
  return data?.skipped?.find((s) => s.compliance_uuid === uuid)?.reason;
}

async function setActive(collections: AppCollections, uuid: string, active: boolean) {
  await (
    await collections.compliances.findOne(uuid).exec()
  )?.incrementalPatch({ is_active: active });
}

export const setComplianceActive = defineWrite<{ compliance_uuid: string; is_active: boolean }>({
  name: 'compliance/bulk-activation',
  target: ({ compliance_uuid }) => ({ collection: 'compliances', id: compliance_uuid }),
  effect: (collections, { compliance_uuid, is_active }) =>
    setActive(collections, compliance_uuid, is_active),
  call: ({ compliance_uuid, is_active }) =>
    endpointCall(complianceBulkActivation, {
      body: { compliance_uuids: [compliance_uuid], is_active },
    }),
  label: 'compliance:writeLabel.activation',
  reconcile: async (collections, { compliance_uuid, is_active }, answer) => {
    const reason = skipOf(answer, compliance_uuid);
    if (reason === undefined) return;
    skipped.set(compliance_uuid, reason);
    await setActive(collections, compliance_uuid, !is_active);
  },
});

export const deleteCompliance = defineWrite<{ compliance_uuid: string }>({
  name: 'compliance/bulk-delete',
  target: ({ compliance_uuid }) => ({ collection: 'compliances', id: compliance_uuid }),
  effect: async (collections, { compliance_uuid }) => {
    const doc = await collections.compliances.findOne(compliance_uuid).exec();
    if (!doc) return;
    removed.set(compliance_uuid, doc.toJSON() as SyncDocs['compliances']);
    await doc.remove();
  },
  call: ({ compliance_uuid }) =>
    endpointCall(complianceBulkDelete, { body: { compliance_uuids: [compliance_uuid] } }),
  label: 'compliance:writeLabel.delete',
  reconcile: async (collections, { compliance_uuid }, answer) => {
    const reason = skipOf(answer, compliance_uuid);
    const before = removed.get(compliance_uuid);
    removed.delete(compliance_uuid);
    if (reason === undefined) return;
    skipped.set(compliance_uuid, reason);
    if (before) await collections.compliances.upsert(before);
  },
});
