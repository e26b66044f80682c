/**
 * Deterministic pseudo-random helpers for the demo seed: the same seed gives the same data
 * (uuids included), so runs are reproducible. Not for anything security related.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Picks an item by relative weight: weighted([['a', 3], ['b', 1]]). */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** k distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], k: number): T[];
  uuid(): string;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number) => {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(next() * 16).toString(16);
    return s;
  };
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    weighted(entries) {
      const total = entries.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of entries) {
        r -= w;
        if (r < 0) return v;
      }
      return entries[entries.length - 1][0];
    },
    sample(items, k) {
      const copy = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < k && copy.length > 0)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
    uuid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}

const DAY = 86_400_000;

/** ISO timestamp `days` from `now` (negative for the past). */
export const isoDaysFrom = (now: Date, days: number): string =>
  new Date(now.getTime() + days * DAY).toISOString();
/** YYYY-MM-DD `days` from `now`. */
export const dateDaysFrom = (now: Date, days: number): string =>
  isoDaysFrom(now, days).slice(0, 10);
