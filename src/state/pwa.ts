/**
 * What the page knows about its service worker (valtio): whether a new version waits for the
 * user, and the outbox summary (pending count, refused changes) the worker last reported.
 */
import { proxy } from 'valtio';
import type { FailedEntry, OutboxSummary } from '../lib/outbox';

export const updateState = proxy({ ready: false });

export const outboxStore = proxy<{
  pending: number;
  failed: FailedEntry[];
  waitingForLogin: boolean;
}>({
  pending: 0,
  failed: [],
  waitingForLogin: false,
});

export function applyOutboxSummary(summary: OutboxSummary): void {
  outboxStore.pending = summary.pending;
  outboxStore.failed = summary.failed;
  outboxStore.waitingForLogin = summary.waitingForLogin;
}
