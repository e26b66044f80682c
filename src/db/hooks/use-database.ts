/**
 * The page's database for React: null until getDatabase() has opened it (a few milliseconds
 * after start; the open never needs the network).
 */
import { useEffect, useState } from 'react';
import { getDatabase, type AppDatabase } from '../database';

export function useDatabase(): AppDatabase | null {
  const [db, setDb] = useState<AppDatabase | null>(null);
  useEffect(() => {
    let live = true;
    getDatabase().then(
      (opened) => live && setDb(opened),
      () => live && setDb(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return db;
}

/**
 * Starts opening the database without waiting for a screen to ask (the app calls it at start
 * when someone is signed in): an offline start then shows the first rows sooner, the open having
 * run beside the screen's own chunks. Without IndexedDB (jsdom tests) it does nothing; a failed
 * open is left for the screen's own call to report.
 */
export function openDatabaseEarly(): void {
  if (typeof indexedDB === 'undefined') return;
  getDatabase().catch(() => undefined);
}
