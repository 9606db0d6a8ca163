/** Which colour a station's status badge has; how the status reads is in messages.ts. */
import type { StationStatus } from '@weighbridge/contract/unloading-stations';

export const STATION_STATUS_COLOURS: Readonly<Record<StationStatus, string>> = {
  operational: 'green',
  closed: 'red',
  maintenance: 'orange',
};
