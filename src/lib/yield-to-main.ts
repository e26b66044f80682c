/**
 * Lets the browser run what waits (input, rendering) before the caller goes on: a long piece of
 * work split at its awaits of this becomes several short tasks instead of one that blocks the page.
 * `scheduler.yield()` where the browser has it; otherwise a message through a MessageChannel, which,
 * unlike setTimeout, is not slowed to once a second in a background tab.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
