/**
 * Whether the provider is delivering new content to this company (issue 11: the sector sync job
 * emits `content-updating` { sector_uuid, updating } to each affected company's room when it starts
 * and ends for that company). Several sectors can be delivered at once, so the store keeps the set
 * of sectors in delivery; the blocking modal shows while it is not empty. The server repeats the
 * running deliveries to a socket that (re)connects, so a client offline at the start learns it on
 * reconnect, and a reconnect with no delivery running clears what this client still believed.
 * Memory only: a reload asks again through the socket's connect.
 */
import { proxy } from 'valtio';
import type { ContentUpdatingEvent } from '../../contract/socket';

/** `delivered` counts the deliveries ended since load: readers of what a delivery changes read again. */
export const contentUpdatingStore = proxy<{ sectors: string[]; delivered: number }>({
  sectors: [],
  delivered: 0,
});

/** Takes a `content-updating` event; anything else is ignored. */
export function applyContentUpdating(event: unknown): void {
  const e = event as Partial<ContentUpdatingEvent> | null;
  if (!e || typeof e.sector_uuid !== 'string' || typeof e.updating !== 'boolean') return;
  const rest = contentUpdatingStore.sectors.filter((s) => s !== e.sector_uuid);
  contentUpdatingStore.sectors = e.updating ? [...rest, e.sector_uuid] : rest;
  if (!e.updating) contentUpdatingStore.delivered += 1;
}

/** A (re)connect: what the server repeats next is the whole truth. */
export function resetContentUpdating(): void {
  contentUpdatingStore.sectors = [];
}
