/** What an installer is told when the scale's settings and the indicator's bytes disagree. */
import { type Scale, scaleInputSchema } from '@weighbridge/contract/scales';
import { describe, expect, it } from 'vitest';
import { diagnoseStream, silenceDiagnosis } from './diagnosis.js';

/** A scale on a converter at 10.0.0.5:4001, otherwise as a new scale starts: Toledo continuous, 9600 8N1. */
const scale: Scale = {
  scale_id: 2,
  ...scaleInputSchema.parse({ name: 'Weighbridge 2', capacity_kg: 60000, division_kg: 20, connection: 'tcp', host: '10.0.0.5', port: 4001 }),
};

/** Toledo frames as the tables print them (STX, status *0 space, six digits of weight, six of tare, CR). */
const TOLEDO = '\x02*0 024680000000\r'.repeat(4);
/** The same with the checksum: the frame's bytes sum to 733, 0x5D in 7 bits, so the checksum is 0x23 '#'. */
const TOLEDO_WITH_CHECKSUM = '\x02*0 024680000000\r#'.repeat(4);
const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('diagnosing a mismatch between the settings and the stream', () => {
  it('says nothing when the settings read what arrives', () => {
    expect(diagnoseStream(scale, bytes(TOLEDO))).toBeNull();
    expect(diagnoseStream({ ...scale, toledo_checksum: true }, bytes(TOLEDO_WITH_CHECKSUM))).toBeNull();
  });

  it('tells a checksum expected but absent, and one sent but not expected', () => {
    expect(diagnoseStream({ ...scale, toledo_checksum: true }, bytes(TOLEDO))).toBe(
      'The indicator sends its frames without a checksum, and the scale expects one: untick Toledo checksum.',
    );
    expect(diagnoseStream(scale, bytes(TOLEDO_WITH_CHECKSUM))).toBe('The indicator sends a checksum byte after each frame, and the scale expects none: tick Toledo checksum.');
  });

  it('tells parity in bit 7 and which parity it is', () => {
    // Even parity: bit 7 set on the bytes whose 7 bits have an odd number of ones.
    const evenParity = Buffer.from([...bytes(TOLEDO)].map((byte) => (byte.toString(2).replaceAll('0', '').length % 2 === 1 ? byte | 0x80 : byte)));
    expect(diagnoseStream(scale, evenParity)).toBe('Bytes arrive with bit 7 set: the indicator sends 7 data bits with even parity (7E1). Set Data bits to 7 and Parity to Even.');
  });

  it('tells frames of another protocol', () => {
    expect(diagnoseStream({ ...scale, protocol: 'sma' }, bytes(TOLEDO))).toBe(
      'What arrives reads as Mettler Toledo continuous, not as the scale\'s settings: set the protocol to match the indicator.',
    );
    // MT-SICS answers, as the reference prints them, arriving at a scale set to SMA.
    expect(diagnoseStream({ ...scale, protocol: 'sma' }, bytes('S S      24680 kg\r\n'.repeat(3)))).toMatch(/^What arrives reads as MT-SICS,/);
  });

  it('tells a line end other than the one set', () => {
    expect(diagnoseStream({ ...scale, protocol: 'sics', line_end: null }, bytes('S S      24680 kg\r'.repeat(3)))).toBe(
      'The indicator ends its frames with CR, and the scale is set to CR LF: set End of frame to CR.',
    );
  });

  it('tells bytes that no protocol reads, in the words of the connection', () => {
    const noise = Buffer.from(Array.from({ length: 64 }, (_, index) => (index * 37) % 128));
    expect(diagnoseStream(scale, noise)).toMatch(/^What arrives cannot be read as any protocol: check that the converter and the indicator/);
    expect(diagnoseStream({ ...scale, connection: 'serial' }, noise)).toMatch(/check that the baud rate, data bits, parity and stop bits match the indicator/);
  });

  it('tells a silent connection what the protocol waits for', () => {
    expect(silenceDiagnosis(scale)).toMatch(/continuous output is switched on/);
    expect(silenceDiagnosis({ ...scale, protocol: 'sics' })).toMatch(/does not answer the server's requests: check that it is set to MT-SICS/);
  });
});
