import { describe, expect, it } from 'vitest';
import { dateRangeProblem } from './date-range';

describe('dateRangeProblem', () => {
  it('refuses a To date before the From date', () => {
    expect(dateRangeProblem({ startDate: '2026-03-10', endDate: '2026-03-09' })).toBe('To cannot be earlier than From');
  });

  it('accepts one day, an open range or no range', () => {
    expect(dateRangeProblem({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBeNull();
    expect(dateRangeProblem({ startDate: '2026-03-10', endDate: '' })).toBeNull();
    expect(dateRangeProblem({ startDate: '', endDate: '' })).toBeNull();
  });
});
