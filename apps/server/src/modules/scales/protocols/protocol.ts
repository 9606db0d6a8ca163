/**
 * How the server talks to a scale's indicator, from the scale's settings: the parser of what it sends and,
 * for the polled protocols, the next request to write (asked ten times a second). Made afresh for each
 * connection, so that a frame cut off by the last one is not joined to the first bytes of the next.
 */
import { DEFAULT_LINE_ENDS, type Scale } from '@weighbridge/contract/scales';
import type { DeviceAddress } from '../device-address.js';
import { asciiFormatParser } from './ascii-stream.js';
import type { Framing } from './lines.js';
import { mtSicsParser, mtSicsProtocol } from './mt-sics.js';
import type { StreamParser } from './reading.js';
import { SMA_WEIGHT_REQUEST, smaParser } from './sma.js';
import { toledoContinuousParser } from './toledo-continuous.js';

export type IndicatorProtocol = {
  parser: StreamParser;
  /** The next request to send; absent for an indicator that sends by itself. */
  nextRequest?: () => string;
};

/** The scale's end of frame: its own setting, or its protocol's usual one (MT-SICS CR LF; otherwise any line end). */
export function framingOf(scale: Pick<Scale, 'protocol' | 'line_end' | 'frame_length'>): Framing {
  const end = scale.line_end ?? (scale.protocol === 'sics' ? DEFAULT_LINE_ENDS.sics : 'line');
  return end === 'length' ? { end, length: scale.frame_length ?? 0 } : { end };
}

export function indicatorProtocol(scale: Scale): IndicatorProtocol {
  if (scale.protocol === 'sics') return mtSicsProtocol(framingOf(scale));
  if (scale.protocol === 'sma') return { parser: smaParser(), nextRequest: () => SMA_WEIGHT_REQUEST };
  if (scale.protocol === 'ascii') return { parser: asciiFormatParser(scale, framingOf(scale)) };
  return { parser: toledoContinuousParser({ checksum: scale.toledo_checksum }) };
}

/** The parser of bytes that already arrived, read again without asking anything (the mismatch diagnosis). */
export function sampleParser(scale: Scale): StreamParser {
  return scale.protocol === 'sics' ? mtSicsParser(framingOf(scale)) : indicatorProtocol(scale).parser;
}

/**
 * A device set to 7 data bits (7E1, 7O1) behind a converter that passes 8 sends its parity in bit 7: the
 * server drops it on a TCP connection, as a serial port set to 7 data bits does by itself.
 */
export function dropsParityBit(address: DeviceAddress, dataBits: number): boolean {
  return address.connection === 'tcp' && dataBits === 7;
}

export function withoutParityBit(chunk: Buffer): Buffer {
  return Buffer.from(chunk.map((byte) => byte & 0x7f));
}

/** Each byte with bit 7 set where it makes the byte's ones even (or odd), as a 7E1 (7O1) line carries it. */
export function withParityBit(bytes: Buffer, parity: 'even' | 'odd'): Buffer {
  const odd = (byte: number) => byte.toString(2).replaceAll('0', '').length % 2 === 1;
  return Buffer.from(bytes.map((byte) => (odd(byte & 0x7f) === (parity === 'even') ? byte | 0x80 : byte & 0x7f)));
}
