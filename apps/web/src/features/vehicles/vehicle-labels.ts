/** A vehicle status's colour (spec: active green, others orange); how fuel types and statuses read is in messages.ts. */
import type { VehicleStatus } from '@weighbridge/contract/vehicles';

export function vehicleStatusColour(status: VehicleStatus): 'green' | 'orange' {
  return status === 'active' ? 'green' : 'orange';
}
