/**
 * What is wrong between a scale's settings and what arrives from its indicator, said in words an installer
 * acts on: parity bits in bytes read as 8 data bits, a Toledo checksum expected but absent (or sent but not
 * expected), lines ended otherwise than set, frames of another protocol or format, or bytes no protocol
 * reads (a baud rate or line setting that differs). Worked out from the bytes that arrived lately, only
 * while frames cannot be read; the parse error count alone tells an installer nothing to do.
 */
import { ASCII_FORMATS, LINE_END_LABELS, type LineEnd, protocolLabel, type Scale, SCALE_PROTOCOL_LABELS } from '@weighbridge/contract/scales';
import { framingOf, sampleParser } from './protocols/protocol.js';

/** Bytes of the stream that are looked at: a few frames of any protocol. */
export const DIAGNOSIS_SAMPLE_BYTES = 512;

/** A protocol reads the sample when it finds at least this many frames and no more than one error (a frame cut at the sample's start). */
const FRAMES_TO_READ = 2;

type Trial = { frames: number; errors: number };

/** Reads the sample as the scale (or a variant of it) would; polled protocols read what arrived as answers. */
function trial(scale: Scale, sample: Buffer): Trial {
  let frames = 0;
  let errors = 0;
  try {
    for (const event of sampleParser(scale).push(sample)) {
      if (event.kind === 'frame') frames += 1;
      else errors += 1;
    }
  } catch {
    return { frames: 0, errors: 1 };
  }
  return { frames, errors };
}

const reads = ({ frames, errors }: Trial) => frames >= FRAMES_TO_READ && errors <= 1;

/** The variants of the scale's settings worth trying: every other protocol, format and checksum setting. */
function otherSettings(scale: Scale): { variant: Scale; name: string }[] {
  const variants: { variant: Scale; name: string }[] = [];
  const add = (change: Partial<Scale>, name: string) => variants.push({ variant: { ...scale, ...change }, name });
  if (scale.protocol !== 'toledo') {
    add({ protocol: 'toledo', toledo_checksum: false }, SCALE_PROTOCOL_LABELS.toledo);
    add({ protocol: 'toledo', toledo_checksum: true }, `${SCALE_PROTOCOL_LABELS.toledo} with a checksum`);
  }
  if (scale.protocol !== 'sics') add({ protocol: 'sics', line_end: null }, SCALE_PROTOCOL_LABELS.sics);
  if (scale.protocol !== 'sma') add({ protocol: 'sma' }, SCALE_PROTOCOL_LABELS.sma);
  for (const format of ASCII_FORMATS) {
    if (format === 'custom' || (scale.protocol === 'ascii' && scale.ascii_format === format)) continue;
    add({ protocol: 'ascii', ascii_format: format, ascii_pattern: null, line_end: null }, protocolLabel({ protocol: 'ascii', ascii_format: format }));
  }
  return variants;
}

/** How the sample's lines end, when they end in one way. */
function lineEndIn(sample: string): LineEnd | null {
  if (sample.includes('\x03')) return 'etx';
  if (sample.includes('\r\n')) return 'crlf';
  if (sample.includes('\r')) return sample.includes('\n') ? null : 'cr';
  if (sample.includes('\n')) return 'lf';
  return null;
}

/** Bytes whose bit 7 carries parity: which parity they make up, when every one agrees. */
function parityIn(sample: Buffer): 'even' | 'odd' | null {
  const ones = (byte: number) => byte.toString(2).replaceAll('0', '').length;
  if (sample.every((byte) => ones(byte) % 2 === 0)) return 'even';
  if (sample.every((byte) => ones(byte) % 2 === 1)) return 'odd';
  return null;
}

/** What to tell an installer about the sample, or null when the scale's settings read it. */
export function diagnoseStream(scale: Scale, sample: Buffer): string | null {
  if (sample.length === 0) return null;
  const topBitSet = sample.filter((byte) => byte >= 0x80).length;
  if (scale.data_bits === 8 && topBitSet >= sample.length / 8) {
    const masked = Buffer.from(sample.map((byte) => byte & 0x7f));
    if (reads(trial(scale, masked)) || otherSettings(scale).some(({ variant }) => reads(trial(variant, masked)))) {
      const parity = parityIn(sample);
      const line = parity ? `7 data bits with ${parity} parity (7${parity === 'even' ? 'E' : 'O'}1)` : '7 data bits with parity';
      return `Bytes arrive with bit 7 set: the indicator sends ${line}. Set Data bits to 7${parity ? ` and Parity to ${parity === 'even' ? 'Even' : 'Odd'}` : ''}.`;
    }
  }
  if (reads(trial(scale, sample))) return null;
  if (scale.protocol === 'toledo' && reads(trial({ ...scale, toledo_checksum: !scale.toledo_checksum }, sample))) {
    return scale.toledo_checksum
      ? 'The indicator sends its frames without a checksum, and the scale expects one: untick Toledo checksum.'
      : 'The indicator sends a checksum byte after each frame, and the scale expects none: tick Toledo checksum.';
  }
  const framing = framingOf(scale);
  const arrivingEnd = lineEndIn(sample.toString('latin1'));
  const setsLineEnd = scale.protocol === 'sics' || (scale.protocol === 'ascii' && scale.ascii_format === 'custom');
  if (setsLineEnd && arrivingEnd && framing.end !== 'line' && framing.end !== 'length' && framing.end !== arrivingEnd && reads(trial({ ...scale, line_end: arrivingEnd }, sample))) {
    return `The indicator ends its frames with ${LINE_END_LABELS[arrivingEnd]}, and the scale is set to ${LINE_END_LABELS[framing.end]}: set End of frame to ${LINE_END_LABELS[arrivingEnd]}.`;
  }
  const other = otherSettings(scale).find(({ variant }) => reads(trial(variant, sample)));
  if (other) return `What arrives reads as ${other.name}, not as the scale's settings: set the protocol to match the indicator.`;
  return scale.connection === 'serial'
    ? 'What arrives cannot be read as any protocol: check that the baud rate, data bits, parity and stop bits match the indicator.'
    : 'What arrives cannot be read as any protocol: check that the converter and the indicator use the same baud rate, data bits, parity and stop bits, and the protocol.';
}

/** A connection that holds but brings nothing: the indicator's output is off, or it waits to be asked in another way. */
export function silenceDiagnosis(scale: Scale): string {
  return scale.protocol === 'sics' || scale.protocol === 'sma'
    ? `Connected, but the indicator does not answer the server's requests: check that it is set to ${SCALE_PROTOCOL_LABELS[scale.protocol]} and the cable.`
    : 'Connected, but nothing arrives from the indicator: check that its continuous output is switched on and the cable.';
}
