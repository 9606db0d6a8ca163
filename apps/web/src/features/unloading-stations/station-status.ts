/** How a station's status reads and which colour its badge has. */
import type { StationStatus } from '@weighbridge/contract/unloading-stations';

export const STATION_STATUS_LABELS: Readonly<Record<StationStatus, string>> = {
  operational: 'Operational',
  closed: 'Closed',
  maintenance: 'Maintenance',
};

export const STATION_STATUS_COLOURS: Readonly<Record<StationStatus, string>> = {
  operational: 'green',
  closed: 'red',
  maintenance: 'orange',
};
