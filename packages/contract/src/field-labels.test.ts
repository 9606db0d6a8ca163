import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, fieldLabelsOf, labelled } from './field-labels.js';
import { formatQuantity } from './numbers.js';

describe('field labels', () => {
  it('puts the label of the record’s field in front of the message', () => {
    expect(labelled(fieldLabelsOf('tara-weighings'), 'tareWeight', 'must be greater than zero')).toBe('Tare Weight must be greater than zero');
    expect(labelled(fieldLabelsOf('scale-documents'), 'fullWeight', 'is required')).toBe('Full Weight is required');
    expect(labelled(FIELD_LABELS.drivers, 'name', 'is required')).toBe('First Name is required');
    expect(labelled(FIELD_LABELS.materials, 'name', 'is required')).toBe('Name is required');
  });

  it('keeps the name of a field it has no label for, and of a path that is no record', () => {
    expect(labelled(fieldLabelsOf('materials'), 'colour', 'is not allowed')).toBe('colour is not allowed');
    expect(labelled(fieldLabelsOf('toString'), 'id', 'is invalid')).toBe('id is invalid');
    expect(labelled(fieldLabelsOf('drivers'), 'constructor', 'is invalid')).toBe('constructor is invalid');
  });
});

describe('formatQuantity', () => {
  it('groups thousands and shows at most two decimals, as the pages do', () => {
    expect(formatQuantity(150_000)).toBe('150,000');
    expect(formatQuantity(1602.5)).toBe('1,602.5');
    expect(formatQuantity(0.07)).toBe('0.07');
  });
});
