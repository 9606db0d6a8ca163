/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same data set on every
 * machine and engine, which Math.random cannot.
 */
export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number in [min, max]. */
  int: (min: number, max: number) => number;
  /** An element of the list. */
  pick: <T>(items: readonly T[]) => T;
  /** An index, chosen with the given weights (not necessarily summing to 1). */
  weighted: (weights: readonly number[]) => number;
  chance: (probability: number) => boolean;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let left = next() * total;
      for (let index = 0; index < weights.length; index += 1) {
        left -= weights[index]!;
        if (left < 0) return index;
      }
      return weights.length - 1;
    },
    chance: (probability) => next() < probability,
  };
}

/** Uneven shares, as real sites have: the first item is weighed most, each next one less (Zipf-like). */
export function unevenShares(count: number, steepness = 0.8): number[] {
  return Array.from({ length: count }, (_, index) => 1 / (index + 1) ** steepness);
}
