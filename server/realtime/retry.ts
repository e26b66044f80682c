/**
 * Retries an async step with exponential backoff until it succeeds or the signal aborts. For
 * after-commit work that must happen eventually (socket hints) but must never hold up a request.
 */
export interface RetryOptions {
  signal: AbortSignal;
  /** Told about each failure before the next try. */
  onFailure: (err: unknown, attempt: number) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Resolves with the step's value; rejects only once the signal has aborted. */
export async function retryWithBackoff<T>(step: () => Promise<T>, opts: RetryOptions): Promise<T> {
  const first = opts.firstDelayMs ?? 100;
  const max = opts.maxDelayMs ?? 5000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (opts.signal.aborted) throw err;
      opts.onFailure(err, attempt);
      await sleep(Math.min(max, first * 2 ** (attempt - 1)), opts.signal);
      if (opts.signal.aborted) throw err;
    }
  }
}
