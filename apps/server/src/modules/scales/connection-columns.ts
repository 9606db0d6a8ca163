/**
 * The connection columns of scales and readers (host and port, or the serial device and its line) as the
 * API names them, read and written one way for both.
 */
import type { Scale, ScaleValues } from '@weighbridge/contract/scales';
import { sql } from 'drizzle-orm';
import type { readers, scales } from '../../db/tables/scales.js';

/** The answer's connection fields selected from a scale's or reader's row. */
export function connectionAnswerColumns(table: typeof scales | typeof readers) {
  return {
    host: table.host,
    port: table.port,
    device_path: table.devicePath,
    baud_rate: table.baudRate,
    data_bits: table.dataBits,
    parity: sql<Scale['parity']>`${table.parity}`,
    stop_bits: table.stopBits,
  };
}

type ConnectionValues = Pick<ScaleValues, 'host' | 'port' | 'device_path' | 'baud_rate' | 'data_bits' | 'parity' | 'stop_bits'>;

/** A request's connection values as the row's columns. */
export function connectionRow(values: ConnectionValues) {
  return {
    host: values.host,
    port: values.port,
    devicePath: values.device_path,
    baudRate: values.baud_rate,
    dataBits: values.data_bits,
    parity: values.parity,
    stopBits: values.stop_bits,
  };
}
