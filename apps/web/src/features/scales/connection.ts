/**
 * The connection fields a scale and a reader share: what the form holds while the user types, what is sent,
 * and how the tables name a connection ('TCP 10.0.0.21:4001', 'Serial /dev/ttyUSB0 9600 8N1').
 */
import { DEFAULT_SERIAL, type PARITIES, type ScaleConnection } from '@weighbridge/contract/scales';
import type { IntlShape } from 'react-intl';
import { numberOrNull } from '../../lib/form-check';
import { connectionLabelMessages, connectionMessages } from './messages';

export type Parity = (typeof PARITIES)[number];

/** The letter of the parity in the usual notation of a serial line, as in 8N1. */
const PARITY_LETTERS: Readonly<Record<Parity, string>> = { none: 'N', even: 'E', odd: 'O' };

/** The connection of a stored scale or reader. */
export type DeviceConnection = {
  connection: ScaleConnection;
  host: string | null;
  port: number | null;
  device_path: string | null;
  baud_rate: number;
  data_bits: number;
  parity: Parity;
  stop_bits: number;
};

/** The connection as the form holds it: text inputs hold '' and a number input '' when empty. */
export type ConnectionDraft = {
  host: string;
  port: number | string;
  device_path: string;
  baud_rate: number;
  data_bits: number;
  parity: Parity;
  stop_bits: number;
};

/** A new device starts with the serial line most indicators leave the factory with (9600 8N1). */
export const EMPTY_CONNECTION: ConnectionDraft = { host: '', port: '', device_path: '', ...DEFAULT_SERIAL };

/**
 * The connection fields to send. Only those of the chosen connection are kept (a scale changed from TCP to
 * manual forgets its host); the serial line always goes, as the columns hold a line for every device.
 */
export function connectionBody(connection: ScaleConnection, draft: ConnectionDraft) {
  const port = numberOrNull(draft.port);
  return {
    host: connection === 'tcp' ? draft.host : null,
    port: connection === 'tcp' ? port : null,
    device_path: connection === 'serial' ? draft.device_path : null,
    baud_rate: draft.baud_rate,
    data_bits: draft.data_bits,
    parity: draft.parity,
    stop_bits: draft.stop_bits,
  };
}

/** The serial line in the usual notation, e.g. '9600 8N1'. */
export function serialLine(device: Pick<DeviceConnection, 'baud_rate' | 'data_bits' | 'parity' | 'stop_bits'>): string {
  return `${device.baud_rate} ${device.data_bits}${PARITY_LETTERS[device.parity]}${device.stop_bits}`;
}

/** How the tables name a connection: 'Manual', 'TCP 10.0.0.21:4001' or 'Serial /dev/ttyUSB0 9600 8N1'. */
export function describeConnection(intl: IntlShape, device: DeviceConnection): string {
  if (device.connection === 'tcp') return intl.formatMessage(connectionMessages.tcp, { host: device.host ?? '', port: String(device.port ?? '') });
  if (device.connection === 'serial') return intl.formatMessage(connectionMessages.serial, { device: device.device_path ?? '', line: serialLine(device) });
  return intl.formatMessage(connectionLabelMessages.manual);
}

/** The choices of a device's connection, each with the words the form shows for it. */
export function connectionOptions(intl: IntlShape, connections: readonly ScaleConnection[]) {
  return connections.map((connection) => ({ value: connection, label: intl.formatMessage(connectionLabelMessages[connection]) }));
}
