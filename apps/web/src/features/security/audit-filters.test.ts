import { describe, expect, it } from 'vitest';
import { auditFilterParams, auditPageParams, NO_AUDIT_FILTERS } from './audit-filters';

describe('auditFilterParams', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(auditFilterParams({ ...NO_AUDIT_FILTERS, username: ' ana ', action: 'vehicle.update', endDate: '2026-11-30' })).toEqual({
      username: 'ana',
      action: 'vehicle.update',
      endDate: '2026-11-30',
    });
    expect(auditFilterParams(NO_AUDIT_FILTERS)).toEqual({});
  });
});

describe('auditPageParams', () => {
  it('asks for a page of 50, after the cursor of the page before when there is one', () => {
    expect(auditPageParams({ ...NO_AUDIT_FILTERS, recordType: 'vehicle' }, undefined)).toEqual({ recordType: 'vehicle', limit: 50 });
    expect(auditPageParams(NO_AUDIT_FILTERS, '1750000000000000-12')).toEqual({ limit: 50, after: '1750000000000000-12' });
  });
});
