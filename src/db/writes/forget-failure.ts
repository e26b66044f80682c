/** The outbox status menu dismissed a refused change: its label goes too. */
import { getDatabase } from '../database';
import { forgetFailure } from './settle';

export async function forgetWriteFailure(key: string): Promise<void> {
  await forgetFailure(await getDatabase(), key);
}
