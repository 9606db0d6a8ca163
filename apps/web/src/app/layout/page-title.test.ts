import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('takes the label of the menu item whose path matches', () => {
    expect(pageTitle('/documents')).toBe('Scale Documents');
    expect(pageTitle('/garage/fuel')).toBe('Fuel Management');
    expect(pageTitle('/vehicles/')).toBe('Vehicles');
  });

  it('uses the special titles of the report pages and the dashboard', () => {
    expect(pageTitle('/reports/monthly-material')).toBe('Monthly Material Report');
    expect(pageTitle('/reports/annual-material')).toBe('Annual Material Report');
    expect(pageTitle('/dashboard')).toBe('Dashboard');
  });

  it("falls back to 'Operations Dashboard'", () => {
    expect(pageTitle('/import-data')).toBe('Operations Dashboard');
    expect(pageTitle('/garage/unknown')).toBe('Operations Dashboard');
  });
});
