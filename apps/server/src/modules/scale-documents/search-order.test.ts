import { describe, expect, it } from 'vitest';
import { searchInTimeOrder } from './list-repository.js';

describe('how a search’s page is found', () => {
  it('reads the history newest first when matches are common enough to fill the page soon', () => {
    // A plate over five years: about 1,300 rows read instead of 33,000 matches sorted.
    expect(searchInTimeOrder(20, 33_000, 2_100_000)).toBe(true);
  });

  it('goes through the trigram index when matches are few, or the page is deep', () => {
    expect(searchInTimeOrder(20, 3, 2_100_000)).toBe(false);
    expect(searchInTimeOrder(20, 1_000, 2_100_000)).toBe(false);
    expect(searchInTimeOrder(20_000, 33_000, 2_100_000)).toBe(false);
  });
});
