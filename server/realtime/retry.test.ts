import { describe, expect, it } from 'vitest';
import { retryWithBackoff } from './retry';

describe('retryWithBackoff', () => {
  it('tries again, waiting longer each time, until the step succeeds', async () => {
    const tries: number[] = [];
    const failures: number[] = [];
    const value = await retryWithBackoff(
      async () => {
        tries.push(Date.now());
        if (tries.length < 4) throw new Error('connection terminated');
        return 'sent';
      },
      {
        signal: new AbortController().signal,
        onFailure: (_, attempt) => failures.push(attempt),
        firstDelayMs: 20,
        maxDelayMs: 50,
      },
    );
    expect(value).toBe('sent');
    expect(failures).toEqual([1, 2, 3]);
    const gaps = tries.slice(1).map((at, i) => at - tries[i]);
    expect(gaps[0]).toBeGreaterThanOrEqual(15);
    expect(gaps[2]).toBeGreaterThanOrEqual(45); // 20, 40, then capped at 50
  });

  it('gives up with the last error once aborted, without waiting out the delay', async () => {
    const stop = new AbortController();
    const started = Date.now();
    const attempt = retryWithBackoff(async () => Promise.reject(new Error('down')), {
      signal: stop.signal,
      onFailure: () => undefined,
      firstDelayMs: 10_000,
    });
    setTimeout(() => stop.abort(), 50);
    await expect(attempt).rejects.toThrow('down');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
