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
