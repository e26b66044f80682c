import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../state/session';
import { resetSyncStatus, syncStatus } from '../sync/sync-status';
import { resetClient } from '../test/session-reset';
import { WORKER_WAIT_MS, whenWorkerMayStart } from './worker-start';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when the service worker may start', () => {
  beforeEach(async () => {
    await resetClient();
    resetSyncStatus();
  });
  afterEach(async () => {
    vi.useRealTimers();
    resetSyncStatus();
    await resetClient();
  });

  it('waits, signed out and while the first sync runs; starts once the data has synced', async () => {
    const run = vi.fn();
    whenWorkerMayStart(run);
    await tick();
    expect(run).not.toHaveBeenCalled();

    session.token = 'a-token';
    await tick();
    await tick();
    expect(run).not.toHaveBeenCalled();

    syncStatus.lastSyncAt = new Date().toISOString();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    syncStatus.lastSyncAt = new Date(Date.now() + 1000).toISOString();
    await tick();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when the first sync takes longer than the limit, and never once cancelled', async () => {
    vi.useFakeTimers();
    session.token = 'a-token';
    const run = vi.fn();
    const cancelled = vi.fn();
    whenWorkerMayStart(run);
    whenWorkerMayStart(cancelled)();
    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS - 100);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
