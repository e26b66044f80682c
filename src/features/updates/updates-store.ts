/**
 * A counter bumped after updates are marked seen, so the nav badge (and any other reader of the
 * unseen counter) reads it again. Kept in memory only.
 */
import { proxy } from 'valtio';

export const updatesSeenRound = proxy({ round: 0 });

export function bumpUpdatesSeen(): void {
  updatesSeenRound.round += 1;
}
