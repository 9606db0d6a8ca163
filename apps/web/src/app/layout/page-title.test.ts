import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('takes the label of the menu item whose path matches', () => {
    expect(pageTitle('/documents').defaultMessage).toBe('Scale Documents');
    expect(pageTitle('/garage/fuel').defaultMessage).toBe('Fuel Management');
    expect(pageTitle('/vehicles/').defaultMessage).toBe('Vehicles');
  });

  it('titles a blast’s printable report as the Actual Operations page it is opened from', () => {
    expect(pageTitle('/drilling/operations/blasts/12/report').defaultMessage).toBe('Actual Operations');
    expect(pageTitle('/drilling/operations/blasts/12').defaultMessage).toBe('Operations Dashboard');
  });

  it('uses the special titles of the report pages and the dashboard', () => {
    expect(pageTitle('/reports/monthly-material').defaultMessage).toBe('Monthly Material Report');
    expect(pageTitle('/reports/annual-material').defaultMessage).toBe('Annual Material Report');
    expect(pageTitle('/dashboard').defaultMessage).toBe('Dashboard');
  });

  it("falls back to 'Operations Dashboard'", () => {
    expect(pageTitle('/import-data').defaultMessage).toBe('Operations Dashboard');
    expect(pageTitle('/garage/unknown').defaultMessage).toBe('Operations Dashboard');
  });
});
