/** The body of a scale whose indicator is the simulator on a port of this machine, as the scale tests post it. */
export function tcpScaleBody(port: number, fields: Record<string, unknown> = {}) {
  return { name: 'Weighbridge 2', capacity_kg: 60_000, division_kg: 20, connection: 'tcp', host: '127.0.0.1', port, ...fields };
}

/** Nothing listens on the discard port here: a device configured on it stays offline and needs no simulator. */
export const OFFLINE_TCP = { connection: 'tcp', host: '127.0.0.1', port: 9 } as const;

/** The serial line a device answers with when none is given: the indicators' factory setting, 9600 8N1. */
export const FACTORY_SERIAL_LINE = { device_path: null, baud_rate: 9600, data_bits: 8, parity: 'none', stop_bits: 1 } as const;
