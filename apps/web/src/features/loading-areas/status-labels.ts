/** How area and polygon statuses read, and their badge colours. */
import type { LoadingAreaStatus, PolygonStatus } from '@weighbridge/contract/loading-areas';

export const AREA_STATUS_LABELS: Readonly<Record<LoadingAreaStatus, string>> = { active: 'Active', inactive: 'Inactive' };

export const AREA_STATUS_COLOURS: Readonly<Record<LoadingAreaStatus, string>> = { active: 'green', inactive: 'gray' };

export const POLYGON_STATUS_LABELS: Readonly<Record<PolygonStatus, string>> = {
  operational: 'Operational',
  inactive: 'Inactive',
};
