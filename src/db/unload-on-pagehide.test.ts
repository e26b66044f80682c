import { afterEach, describe, expect, it, vi } from 'vitest';
import { add, getSize, removeAll } from './unload-on-pagehide';

function pagehide(persisted: boolean) {
  const event = new Event('pagehide');
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

// Back from the back/forward cache: Dexie reopens the channel its persisted-pagehide handler
// closed (when it was loaded under this window), which the next file in this worker shares.
function pageshow() {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

afterEach(() => {
  removeAll();
  pageshow();
});

describe('the leader election clean-up without an unload listener', () => {
  it('runs the clean-up when the page is really closed, and never listens to unload', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const die = vi.fn();
    add(die);
    expect(listen.mock.calls.map(([type]) => type)).not.toContain('unload');
    expect(listen.mock.calls.map(([type]) => type)).not.toContain('beforeunload');
    pagehide(false);
    expect(die).toHaveBeenCalledOnce();
    expect(getSize()).toBe(0);
    listen.mockRestore();
  });

  it('keeps the tab the leader when it only goes into the back/forward cache', () => {
    const die = vi.fn();
    add(die);
    pagehide(true);
    expect(die).not.toHaveBeenCalled();
    expect(getSize()).toBe(1);
  });

  it('forgets a clean-up that was removed', () => {
    const die = vi.fn();
    add(die).remove();
    pagehide(false);
    expect(die).not.toHaveBeenCalled();
  });
});
