import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import german from '../locales/de/components.json';
import { printCountMessage } from './messages';
import { printActionLabel } from './ticket-prints';

describe('printCountMessage', () => {
  it('says a ticket was not printed, printed once, or how many times', () => {
    const intl = createIntl({ locale: 'en' });
    const printed = (count: number) => intl.formatMessage(printCountMessage, { count });
    expect(printed(0)).toBe('Not printed yet');
    expect(printed(1)).toBe('Printed once');
    expect(printed(2)).toBe('Printed 2 times');
    expect(printed(1200)).toBe('Printed 1,200 times');
  });

  it('counts in German with German digits', () => {
    const intl = createIntl({ locale: 'de', messages: german });
    const printed = (count: number) => intl.formatMessage(printCountMessage, { count });
    expect(printed(0)).toBe('Noch nicht gedruckt');
    expect(printed(1)).toBe('Einmal gedruckt');
    expect(printed(1200)).toBe('1.200-mal gedruckt');
  });
});

describe('printActionLabel', () => {
  it('offers Print ticket for a ticket never printed and Reprint after the first print', () => {
    expect(printActionLabel(0)).toBe('Print ticket');
    expect(printActionLabel(1)).toBe('Reprint');
    expect(printActionLabel(7)).toBe('Reprint');
  });
});
