import { describe, expect, it } from 'vitest';
import { recordDraft } from './record-draft';

const EMPTY = { name: '', capacity: '' as number | string, enabled: true, scale_id: null as number | null };

describe('recordDraft', () => {
  it('starts a new record from the empty values', () => {
    expect(recordDraft(undefined, EMPTY)).toEqual({ name: '', capacity: '', enabled: true, scale_id: null });
  });

  it('takes what the record holds, false and zero included, and the empty value where it holds null', () => {
    const record = { name: 'North silo', capacity: 0, enabled: false, scale_id: null, location: 'Gate' };
    expect(recordDraft(record, EMPTY)).toEqual({ name: 'North silo', capacity: 0, enabled: false, scale_id: null });
  });

  it('leaves out what the record holds beyond the form', () => {
    expect(Object.keys(recordDraft({ name: 'Sand', location: 'Gate' } as { name: string }, EMPTY))).toEqual(['name', 'capacity', 'enabled', 'scale_id']);
  });
});
