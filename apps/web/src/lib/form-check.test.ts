import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { materialInputSchema } from '@weighbridge/contract/materials';
import { describe, expect, it } from 'vitest';
import { checkForm, fieldNamedBy, numberOrNull } from './form-check';

describe('checkForm', () => {
  it('gives the trimmed values with defaults and empty fields as null', () => {
    const check = checkForm(materialInputSchema, { name: ' Sand ', registration_id: 'M-1', category: '' }, FIELD_LABELS.materials);
    expect(check).toEqual({
      ok: true,
      values: {
        name: 'Sand',
        registration_id: 'M-1',
        category: null,
        unit_of_measure: 'kg',
        density_kg_m3: null,
        price_per_unit: null,
        description: null,
      },
    });
  });

  it('names each field that breaks a rule by the label the server’s messages use', () => {
    const check = checkForm(materialInputSchema, { name: '  ', registration_id: 'M-1', price_per_unit: -1 }, FIELD_LABELS.materials);
    expect(check).toEqual({
      ok: false,
      errors: { name: 'Name is required', price_per_unit: 'Price/Unit ($) must not be negative' },
    });
  });
});

describe('numberOrNull', () => {
  it('reads an empty number input as none and keeps numbers', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(12.5)).toBe(12.5);
    expect(numberOrNull('7')).toBe(7);
  });

  it('keeps text that is not a number as NaN so that the schema refuses it', () => {
    expect(numberOrNull('abc')).toBeNaN();
  });
});

describe('fieldNamedBy', () => {
  const fields = ['name', 'host', 'port', 'data_bits', 'ascii_pattern'];

  it('finds the field of the form whose label starts the message', () => {
    expect(fieldNamedBy('Port must be from 1 to 65535', FIELD_LABELS.scales, fields)).toBe('port');
    expect(fieldNamedBy('Pattern needs a named group "weight"', FIELD_LABELS.scales, fields)).toBe('ascii_pattern');
    expect(fieldNamedBy('Data bits must be one of 7, 8', FIELD_LABELS.scales, fields)).toBe('data_bits');
  });

  it('names no field for a message about none of the form’s fields', () => {
    expect(fieldNamedBy('Scale not found', FIELD_LABELS.scales, fields)).toBeUndefined();
    expect(fieldNamedBy('Hostname lookup failed', FIELD_LABELS.scales, fields)).toBeUndefined();
    expect(fieldNamedBy('Serial device is required for a serial connection', FIELD_LABELS.scales, fields)).toBeUndefined();
  });
});
