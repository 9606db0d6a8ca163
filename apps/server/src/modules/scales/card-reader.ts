/**
 * Reading card numbers from a card reader's lines: the reader puts its own prefix and suffix around the
 * number (set per reader), and writes the number in decimal or hex. Hex numbers are kept upper-case, so
 * that a card reads the same whichever case the reader writes. A card held at the reader is read again and
 * again: within its repeat window it counts once.
 */
import type { CardNumberFormat } from '@weighbridge/contract/scales';

export type CardLineFormat = { prefix: string | null; suffix: string | null; cardFormat: CardNumberFormat };

export type CardLine = { kind: 'card'; cardNumber: string } | { kind: 'error'; reason: string; raw: string };

/** As long as a card number may be where the weighing keeps it (an RFID card number). */
const MAX_CARD_NUMBER = 64;
const DIGITS: Record<CardNumberFormat, RegExp> = { decimal: /^[0-9]+$/, hex: /^[0-9A-Fa-f]+$/ };

/** The card number on a line the reader sent (without its line end), or why there is none. */
export function cardLine(line: string, format: CardLineFormat): CardLine {
  const refuse = (reason: string): CardLine => ({ kind: 'error', reason, raw: line });
  let text = line.trim();
  if (format.prefix) {
    if (!text.startsWith(format.prefix)) return refuse('the line does not start with the reader’s prefix');
    text = text.slice(format.prefix.length);
  }
  if (format.suffix) {
    if (!text.endsWith(format.suffix)) return refuse('the line does not end with the reader’s suffix');
    text = text.slice(0, text.length - format.suffix.length);
  }
  text = text.trim();
  if (!DIGITS[format.cardFormat].test(text)) return refuse(`not a ${format.cardFormat} card number`);
  if (text.length > MAX_CARD_NUMBER) return refuse(`a card number longer than ${MAX_CARD_NUMBER} characters`);
  return { kind: 'card', cardNumber: format.cardFormat === 'hex' ? text.toUpperCase() : text };
}

/**
 * The same card within `seconds` of the read that counted counts once. Times are in ms; a window of 0
 * counts every read.
 */
export function repeatWindow(seconds: number) {
  const counted = new Map<string, number>();
  const windowMs = seconds * 1000;
  return (cardNumber: string, at: number): boolean => {
    for (const [card, countedAt] of counted) if (at - countedAt >= windowMs) counted.delete(card);
    if (counted.has(cardNumber)) return false;
    if (windowMs > 0) counted.set(cardNumber, at);
    return true;
  };
}
