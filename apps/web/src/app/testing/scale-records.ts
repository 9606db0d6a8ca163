/**
 * A scale and an indicator's reading as the API sends them, for the tests of the pages that show them:
 * each test changes only the facts it is about.
 */
import type { Scale, ScaleReading } from '@weighbridge/contract/scales';

/** A 60 t weighbridge with 20 kg divisions, on TCP with the Toledo protocol, enabled, on the factory serial line (9600 8N1). */
export function testScale(scale_id: number, name: string, fields: Partial<Scale> = {}): Scale {
  return {
    scale_id,
    name,
    location: null,
    capacity_kg: 60000,
    division_kg: 20,
    connection: 'tcp',
    protocol: 'toledo',
    toledo_checksum: false,
    ascii_format: 'custom',
    ascii_pattern: null,
    line_end: null,
    frame_length: null,
    enabled: true,
    host: null,
    port: null,
    device_path: null,
    baud_rate: 9600,
    data_bits: 8,
    parity: 'none',
    stop_bits: 1,
    ...fields,
  };
}

/** A stable truck of 24,680 kg on scale 2, connected over TCP, a frame just read: a weight that may be captured. */
export function truckReading(patch: Partial<ScaleReading> = {}): ScaleReading {
  return {
    scale_id: 2,
    connection: 'tcp',
    weight_kg: 24680,
    displayed_kg: 24680,
    net: false,
    tare_kg: null,
    unit: 'kg',
    fault: null,
    diagnosis: null,
    stable: true,
    motion: false,
    zero: false,
    overload: false,
    under_zero: false,
    empty: false,
    connected: true,
    stale: false,
    returned_to_zero: true,
    last_frame_at: new Date().toISOString(),
    frames_per_second: 10,
    frames: 1200,
    parse_errors: 0,
    reconnects: 0,
    capture_refusal: null,
    ...patch,
  };
}
