import { DOCUMENT_NUMBER_MESSAGES } from '@weighbridge/contract/document-numbers';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { materialInputSchema } from '@weighbridge/contract/materials';
import { vehicleInputSchema } from '@weighbridge/contract/vehicles';
import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../app/i18n/catalogues';
import { type FieldTexts, fieldTexts } from './field-texts';
import { checkForm, fieldNamedBy, numberOrNull } from './form-check';

const english = createIntl({ locale: 'en' });
let german: ReturnType<typeof createIntl>;
beforeAll(async () => {
  german = createIntl({ locale: 'de', messages: await loadCatalogue('de') });
});

/** A new vehicle as the dialog sends it before anything is typed. */
const EMPTY_VEHICLE = {
  registration_number: '',
  brand: '',
  model: '',
  fuel_type: 'diesel',
  status: 'active',
  assigned_driver_id: null,
  year_manufactured: null,
  capacity_kg: null,
  tare_weight_kg: null,
} as const;

describe('checkForm', () => {
  it('gives the trimmed values with defaults and empty fields as null', () => {
    const check = checkForm(materialInputSchema, { name: ' Sand ', registration_id: 'M-1', category: '' }, fieldTexts(english, 'materials'));
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
        size_from_mm: null,
        size_to_mm: null,
      },
    });
  });

  it('names each field that breaks a rule by the label the server’s messages use', () => {
    const check = checkForm(materialInputSchema, { name: '  ', registration_id: 'M-1', price_per_unit: -1 }, fieldTexts(english, 'materials'));
    expect(check).toEqual({
      ok: false,
      errors: { name: 'Name is required', price_per_unit: 'Price/Unit ($) must not be negative' },
    });
  });

  it('says the messages of an empty vehicle in German: the German label and problem', () => {
    const check = checkForm(vehicleInputSchema, EMPTY_VEHICLE, fieldTexts(german, 'vehicles'));
    expect(check).toEqual({
      ok: false,
      errors: { registration_number: 'Kennzeichen ist erforderlich', brand: 'Marke ist erforderlich', model: 'Modell ist erforderlich' },
    });
  });

  it('says a problem’s arguments in German, numbers with German separators', () => {
    const tooMuch = { ...EMPTY_VEHICLE, registration_number: 'X'.repeat(31), brand: 'Volvo', model: 'FH16', year_manufactured: 1900, capacity_kg: 10_000_000 };
    const check = checkForm(vehicleInputSchema, tooMuch, fieldTexts(german, 'vehicles'));
    expect(check.ok || check.errors).toEqual({
      registration_number: 'Kennzeichen darf höchstens 30 Zeichen lang sein',
      year_manufactured: expect.stringMatching(/^Baujahr muss zwischen 1950 und \d{4} liegen$/),
      capacity_kg: 'Nutzlast (kg) darf höchstens 1.000.000 sein',
    });
  });
});

describe('the field texts', () => {
  let vehicles: FieldTexts;
  beforeAll(() => {
    vehicles = fieldTexts(german, 'vehicles');
  });

  it('show the contract’s labels in the reader’s language', () => {
    expect(vehicles.shown.registration_number).toBe('Kennzeichen');
    expect(fieldTexts(german, 'drivers').shown.name).toBe('Vorname');
    expect(fieldTexts(english, 'drivers').shown.name).toBe('First Name');
  });

  it('say each of the server’s problems in German', () => {
    expect(vehicles.say('Registration Number is required; Brand must be at most 100 characters')).toBe(
      'Kennzeichen ist erforderlich; Marke darf höchstens 100 Zeichen lang sein',
    );
    expect(fieldTexts(german, 'scales').say('Port must be from 1 to 65535')).toBe('Port muss zwischen 1 und 65535 liegen');
  });

  it('say a problem with several arguments, and one the server words with its field, in German', () => {
    const site = fieldTexts(german, 'site');
    expect(site.say('Shifts must not overlap: Afternoon starts at 13:00, before Morning ends at 14:00')).toBe(
      'Schichten dürfen sich nicht überschneiden: Afternoon beginnt um 13:00, bevor Morning um 14:00 endet',
    );
    expect(site.say(DOCUMENT_NUMBER_MESSAGES.prefixTaken('KI-', 2026))).toBe('Präfix KI- nummeriert die Belege von 2026: Jedes Jahr braucht ein eigenes Präfix');
    expect(fieldTexts(german, 'verify').say('Verification code must be 16 hexadecimal characters')).toBe('Prüfcode muss aus 16 Hexadezimalzeichen bestehen');
  });

  it('say a known whole text of the contract in German', () => {
    expect(vehicles.say('Not found')).toBe('Nicht gefunden');
  });

  it('let a message they cannot read come through as it came', () => {
    expect(vehicles.say('Registration Number ABC-123 is already taken')).toBe('Registration Number ABC-123 is already taken');
    expect(vehicles.say('The scale is busy')).toBe('The scale is busy');
    expect(vehicles.say('Weight must be greater than zero')).toBe('Weight must be greater than zero');
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
