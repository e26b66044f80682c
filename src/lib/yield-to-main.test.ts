import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    vi.unstubAllGlobals();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise resumes after a message through a MessageChannel (a task, not a timer)', async () => {
    // Counts the messages of the channels yieldToMain opens, not every MessagePort's: the test
    // worker's own RPC to vitest goes through MessagePort.prototype.postMessage too.
    const posted: unknown[] = [];
    const RealChannel = MessageChannel;
    vi.stubGlobal(
      'MessageChannel',
      class extends RealChannel {
        constructor() {
          super();
          const port = this.port2;
          const post = port.postMessage.bind(port);
          port.postMessage = (message: unknown) => {
            posted.push(message);
            post(message);
          };
        }
      },
    );
    await yieldToMain();
    expect(posted).toEqual([null]);
  });
});
