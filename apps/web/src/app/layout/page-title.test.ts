import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('takes the label of the menu item whose path matches', () => {
    expect(pageTitle('/documents').defaultMessage).toBe('Scale Documents');
    expect(pageTitle('/garage/fuel').defaultMessage).toBe('Fuel Management');
    expect(pageTitle('/vehicles/').defaultMessage).toBe('Vehicles');
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
