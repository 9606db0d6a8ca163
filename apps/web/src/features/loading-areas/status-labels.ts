/** The badge colours of area statuses; how area and polygon statuses read is in messages.ts. */
import type { LoadingAreaStatus } from '@weighbridge/contract/loading-areas';

export const AREA_STATUS_COLOURS: Readonly<Record<LoadingAreaStatus, string>> = { active: 'green', inactive: 'gray' };
