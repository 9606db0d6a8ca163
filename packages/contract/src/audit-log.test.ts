import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditDetailParts, auditExportFileName, auditRecordTypeLabel } from './audit-log.js';

describe('auditActionLabel', () => {
  it('names a known kind of event as the catalogue does', () => {
    expect(auditActionLabel('vehicle.update')).toBe('Vehicle updated');
    expect(auditActionLabel('sign_in_lockout.unlock')).toBe('Sign-in unlocked');
    expect(auditActionLabel('user.password_reset')).toBe('Password reset');
    expect(auditActionLabel('role.update')).toBe('Role updated');
  });

  it('reads a kind the catalogue does not know yet as its record and verb in words', () => {
    expect(auditActionLabel('user.totp_enable')).toBe('User: totp enable');
    expect(auditActionLabel('vehicle_class.create')).toBe('Vehicle class: create');
    expect(auditActionLabel('maintenance')).toBe('Maintenance');
  });

  it('gives every known kind its own label', () => {
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('auditRecordTypeLabel', () => {
  it('names known and unknown kinds of record', () => {
    expect(auditRecordTypeLabel('unloading_station')).toBe('Unloading station');
    expect(auditRecordTypeLabel('custom_role')).toBe('Custom role');
  });
});

describe('auditDetailParts', () => {
  it('parts a change into before, after and the rest', () => {
    expect(auditDetailParts({ before: { a: 1 }, after: null, released: [3] })).toEqual({ before: { a: 1 }, after: null, other: { released: [3] } });
  });

  it('has nothing to show for an event that recorded nothing', () => {
    expect(auditDetailParts(null)).toEqual({ before: null, after: null, other: null });
    expect(auditDetailParts({ filters: {}, rows: 3 })).toEqual({ before: null, after: null, other: { filters: {}, rows: 3 } });
  });
});

describe('auditExportFileName', () => {
  it('names the file by the period', () => {
    expect(auditExportFileName({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBe('audit-trail-2026-11-01_2026-11-30.xlsx');
    expect(auditExportFileName({ startDate: '2026-11-01' })).toBe('audit-trail-from-2026-11-01.xlsx');
    expect(auditExportFileName({})).toBe('audit-trail-all.xlsx');
  });
});
