import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise resumes after a message through a MessageChannel (a task, not a timer)', async () => {
    const post = vi.spyOn(MessagePort.prototype, 'postMessage');
    await yieldToMain();
    expect(post).toHaveBeenCalledOnce();
    post.mockRestore();
  });
});
