import { describe, expect, it } from 'vitest';
import { cardLine, repeatWindow } from './card-reader.js';

const plain = { prefix: null, suffix: null, cardFormat: 'decimal' } as const;

describe('a card reader’s line', () => {
  it('reads a decimal card number as written, leading zeros kept as printed on the card', () => {
    expect(cardLine('0012345678', plain)).toEqual({ kind: 'card', cardNumber: '0012345678' });
    expect(cardLine('  4711 ', plain)).toEqual({ kind: 'card', cardNumber: '4711' });
  });

  it('strips the reader’s prefix and suffix', () => {
    const format = { prefix: '\u0002ID:', suffix: '\u0003', cardFormat: 'decimal' } as const;
    expect(cardLine('\u0002ID:000123\u0003', format)).toEqual({ kind: 'card', cardNumber: '000123' });
    expect(cardLine('$ 42 #', { ...format, prefix: '$', suffix: '#' })).toEqual({ kind: 'card', cardNumber: '42' });
  });

  it('reads hex card numbers upper-case, whichever case the reader writes', () => {
    const hex = { ...plain, cardFormat: 'hex' } as const;
    expect(cardLine('04a3f2c1', hex)).toEqual({ kind: 'card', cardNumber: '04A3F2C1' });
    expect(cardLine('04A3F2C1', hex)).toEqual({ kind: 'card', cardNumber: '04A3F2C1' });
  });

  it('refuses a line without the prefix or suffix, a number of the other format, and one too long', () => {
    const framed = { prefix: '$', suffix: '#', cardFormat: 'decimal' } as const;
    expect(cardLine('42#', framed)).toMatchObject({ kind: 'error', reason: 'the line does not start with the reader’s prefix' });
    expect(cardLine('$42', framed)).toMatchObject({ kind: 'error', reason: 'the line does not end with the reader’s suffix' });
    expect(cardLine('04A3F2C1', plain)).toMatchObject({ kind: 'error', reason: 'not a decimal card number' });
    expect(cardLine('0x04A3', { ...plain, cardFormat: 'hex' })).toMatchObject({ kind: 'error', reason: 'not a hex card number' });
    expect(cardLine('$#', framed)).toMatchObject({ kind: 'error' });
    expect(cardLine('1'.repeat(65), plain)).toMatchObject({ kind: 'error', reason: 'a card number longer than 64 characters' });
    expect(cardLine('1'.repeat(64), plain)).toMatchObject({ kind: 'card' });
  });
});

describe('the repeat window', () => {
  it('counts the same card once within the window of the read that counted, and again after it', () => {
    const counts = repeatWindow(10);
    expect(counts('4711', 0)).toBe(true);
    expect(counts('4711', 500)).toBe(false);
    expect(counts('4711', 9_999)).toBe(false);
    expect(counts('4711', 10_000)).toBe(true);
    expect(counts('4711', 12_000)).toBe(false);
  });

  it('counts another card at once', () => {
    const counts = repeatWindow(10);
    expect(counts('4711', 0)).toBe(true);
    expect(counts('4712', 100)).toBe(true);
    expect(counts('4711', 200)).toBe(false);
  });

  it('counts every read with a window of 0', () => {
    const counts = repeatWindow(0);
    expect(counts('4711', 0)).toBe(true);
    expect(counts('4711', 0)).toBe(true);
  });
});
