import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { describe, expect, it } from 'vitest';
import { documentLabel, driverOf, loadingAreaAndPolygon, statusColour } from './document-labels';

const load = {
  document_id: 41,
  document_number: 'SD-2026-000123',
  weighing_type: 'load',
  driver_name: 'Ana',
  driver_surname: 'Horvat',
  loaded_area: 'North Pit',
  loaded_from: 'North Pit',
  polygon_code: 'P-07',
} as ScaleDocument;

describe('document labels', () => {
  it('numbers a tara row TARA- with six zero-padded digits of its tara id', () => {
    expect(documentLabel({ ...load, weighing_type: 'tare', document_id: 42, document_number: null })).toBe('TARA-000042');
    expect(documentLabel(load)).toBe('SD-2026-000123');
  });

  it('colours statuses completed green, cancelled red, pending yellow and any other gray', () => {
    expect(statusColour('completed')).toBe('green');
    expect(statusColour('cancelled')).toBe('red');
    expect(statusColour('pending')).toBe('yellow');
    expect(statusColour('archived')).toBe('gray');
  });

  it('joins the driver name and the area with its polygon', () => {
    expect(driverOf(load)).toBe('Ana Horvat');
    expect(driverOf({ ...load, driver_name: null, driver_surname: null })).toBe('—');
    expect(loadingAreaAndPolygon(load)).toBe('North Pit / P-07');
    expect(loadingAreaAndPolygon({ ...load, polygon_code: null })).toBe('North Pit');
  });
});
