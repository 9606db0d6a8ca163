/** What a scale's indicator and a card reader say now, from their connections. */
import type { ReaderStatus, ScaleReading } from '@weighbridge/contract/scales';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { AppError } from '../../lib/errors.js';
import type { DeviceConnections } from './device-connections.js';

/** What the scale's indicator says now, and whether a capture would be taken. */
export function scaleStatus(devices: DeviceConnections, id: number): ScaleReading {
  return devices.scaleReading(id) ?? notFound('Scale');
}

/** Whether the reader is connected, and the last card it read. */
export function readerStatus(devices: DeviceConnections, id: number): ReaderStatus {
  return devices.readerStatus(id) ?? notFound('Reader');
}

function notFound(device: 'Scale' | 'Reader'): never {
  throw new AppError('NOT_FOUND', REFUSALS_WITH_VALUES.notFound(device));
}
