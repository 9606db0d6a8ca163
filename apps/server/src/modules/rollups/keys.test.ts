import { describe, expect, it } from 'vitest';
import { ROLLUP_KEYS, rollupKeys } from './keys.js';
import { ROLLUP_DIMENSIONS } from '../../db/tables/rollups.js';

describe('the named keys of the report totals', () => {
  it('name every dimension, each key column once', () => {
    expect(Object.keys(ROLLUP_KEYS).sort()).toEqual([...ROLLUP_DIMENSIONS].sort());
    for (const keys of Object.values(ROLLUP_KEYS)) {
      const columns = Object.values(keys as Record<string, string>);
      expect(new Set(columns).size).toBe(columns.length);
    }
  });

  it('refuse a key the dimension does not have', () => {
    const key = rollupKeys('material_station') as (name: string) => unknown;
    expect(() => key('station_id')).not.toThrow();
    expect(() => key('vehicle_id')).toThrow('The material_station totals have no key vehicle_id');
  });
});
