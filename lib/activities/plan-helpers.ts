// Order-independent helpers of the daily plan (plan.ts): dealing, sorting and seeded draws.

/** One item from each queue in turn, then the second of each, and so on. */
export function roundRobin<T>(queues: T[][]): T[] {
  const out: T[] = [];
  for (let round = 0; queues.some((q) => q.length > round); round++) {
    for (const q of queues) if (round < q.length) out.push(q[round]);
  }
  return out;
}

/** Stable sort by several keys (numbers or strings), ascending. Each key is computed once per item. */
export function sortByKey<T>(items: T[], ...keys: ((item: T) => number | string)[]): T[] {
  const keyed = items.map((item) => ({ item, values: keys.map((key) => key(item)) }));
  keyed.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const x = a.values[k], y = b.values[k];
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  });
  return keyed.map((k) => k.item);
}

/** A number in [0, 1) fixed by `key`: FNV-1a hash of the key seeding one mulberry32 draw. */
export function seededRandom(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  let t = (h + 0x6d2b79f5) | 0; // mulberry32
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
