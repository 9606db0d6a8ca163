/**
 * How the status column reads a scale or a reader: Online only while the server holds its connection and
 * hears from it. A connection that is open but silent for more than a second (stale) is Offline, as the
 * weighing page shows it, because no weight can be taken from it.
 */
import type { ReaderStatus, Scale, ScaleReading } from '@weighbridge/contract/scales';

/** How often the status column asks the server again while the page is open. */
export const DEVICE_STATUS_REFRESH_MS = 2000;

export type DeviceState = 'online' | 'offline' | 'manual' | 'disabled';

export const DEVICE_STATE_COLOURS: Readonly<Record<DeviceState, string>> = {
  online: 'green',
  offline: 'red',
  manual: 'blue',
  disabled: 'gray',
};

/** Whether the server is asked for the scale's status: a disabled or manual scale has none to watch. */
export function watchesIndicator(scale: Scale): boolean {
  return scale.enabled && scale.connection !== 'manual';
}

/** The state of a scale; undefined while a watched scale's status is not known. */
export function scaleState(scale: Scale, reading: ScaleReading | undefined): DeviceState | undefined {
  if (!scale.enabled) return 'disabled';
  if (scale.connection === 'manual') return 'manual';
  if (!reading) return undefined;
  return reading.connected && !reading.stale ? 'online' : 'offline';
}

/** The state of a reader; undefined while an enabled reader's status is not known. */
export function readerState(enabled: boolean, status: ReaderStatus | undefined): DeviceState | undefined {
  if (!enabled) return 'disabled';
  if (!status) return undefined;
  return status.connected ? 'online' : 'offline';
}
