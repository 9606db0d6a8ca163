/** The body of a scale whose indicator is the simulator on a port of this machine, as the scale tests post it. */
export function tcpScaleBody(port: number, fields: Record<string, unknown> = {}) {
  return { name: 'Weighbridge 2', capacity_kg: 60_000, division_kg: 20, connection: 'tcp', host: '127.0.0.1', port, ...fields };
}
