/** The Fleet Management search box: a vehicle matches on its registration number, brand or model. */
import type { Vehicle } from '@weighbridge/contract/vehicles';

/** Case and spaces are ignored, as the server ignores them when it compares registration numbers. */
const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The vehicles that match; an empty search matches every vehicle. 'volvo fh' finds brand Volvo, model FH16. */
export function searchVehicles(vehicles: readonly Vehicle[], search: string): readonly Vehicle[] {
  const wanted = compact(search);
  if (wanted === '') return vehicles;
  return vehicles.filter((vehicle) =>
    [vehicle.registration_number, `${vehicle.brand}${vehicle.model}`].some((text) => compact(text).includes(wanted)),
  );
}
