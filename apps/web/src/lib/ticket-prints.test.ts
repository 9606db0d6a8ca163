import { describe, expect, it } from 'vitest';
import { printActionLabel, printCountText } from './ticket-prints';

describe('printCountText', () => {
  it('says a ticket was not printed, printed once, or how many times', () => {
    expect(printCountText(0)).toBe('Not printed yet');
    expect(printCountText(1)).toBe('Printed once');
    expect(printCountText(2)).toBe('Printed 2 times');
    expect(printCountText(1200)).toBe('Printed 1,200 times');
  });
});

describe('printActionLabel', () => {
  it('offers Print ticket for a ticket never printed and Reprint after the first print', () => {
    expect(printActionLabel(0)).toBe('Print ticket');
    expect(printActionLabel(1)).toBe('Reprint');
    expect(printActionLabel(7)).toBe('Reprint');
  });
});
