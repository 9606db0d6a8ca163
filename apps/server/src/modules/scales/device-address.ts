/** Where a scale's indicator or a card reader is connected, as a scale or reader record says it. */
import type { Reader, Scale } from '@weighbridge/contract/scales';

export type DeviceAddress =
  | { connection: 'tcp'; host: string; port: number }
  | { connection: 'serial'; devicePath: string; baudRate: number; dataBits: 7 | 8; parity: 'none' | 'even' | 'odd'; stopBits: 1 | 2 };

/** The address of a scale's indicator or a reader; null when it has none (a manual scale, a record missing its host). */
export function deviceAddressOf(record: Scale | Reader): DeviceAddress | null {
  if (record.connection === 'tcp') {
    return record.host && record.port !== null ? { connection: 'tcp', host: record.host, port: record.port } : null;
  }
  if (record.connection === 'serial' && record.device_path) {
    return {
      connection: 'serial',
      devicePath: record.device_path,
      baudRate: record.baud_rate,
      dataBits: record.data_bits === 7 ? 7 : 8,
      parity: record.parity,
      stopBits: record.stop_bits === 2 ? 2 : 1,
    };
  }
  return null;
}

/** A text that changes whenever the address does: a connection is opened again only when it changed. */
export function addressKey(address: DeviceAddress | null): string {
  return JSON.stringify(address);
}
