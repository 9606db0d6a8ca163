import { PRINT_AFTER_LOAD_STORAGE_KEY, TICKET_SIZE_STORAGE_KEY } from '@weighbridge/contract/tickets';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { printAfterLoadOf, ticketSizeOf, usePrintAfterLoad, useTicketSize } from './ticket-settings';

beforeEach(() => localStorage.clear());

describe('ticketSizeOf', () => {
  it('reads a stored size, and A4 when none or an unknown one is stored', () => {
    expect(ticketSizeOf('a5')).toBe('a5');
    expect(ticketSizeOf('80mm')).toBe('80mm');
    expect(ticketSizeOf(null)).toBe('a4');
    expect(ticketSizeOf(undefined)).toBe('a4');
    expect(ticketSizeOf('letter')).toBe('a4');
    expect(ticketSizeOf('A5')).toBe('a4');
  });
});

describe('printAfterLoadOf', () => {
  it('is on only when it was turned on', () => {
    expect(printAfterLoadOf('true')).toBe(true);
    expect(printAfterLoadOf('false')).toBe(false);
    expect(printAfterLoadOf(null)).toBe(false);
    expect(printAfterLoadOf('yes')).toBe(false);
  });
});

describe('the ticket settings of this browser', () => {
  it('start at A4 and off, and are kept under their keys', () => {
    const size = renderHook(() => useTicketSize());
    const printAfterLoad = renderHook(() => usePrintAfterLoad());
    expect(size.result.current[0]).toBe('a4');
    expect(printAfterLoad.result.current[0]).toBe(false);

    act(() => size.result.current[1]('80mm'));
    act(() => printAfterLoad.result.current[1](true));
    expect(localStorage.getItem(TICKET_SIZE_STORAGE_KEY)).toBe('80mm');
    expect(localStorage.getItem(PRINT_AFTER_LOAD_STORAGE_KEY)).toBe('true');
  });

  it('read what an earlier visit stored, and every reader of a setting follows a change made by another', () => {
    localStorage.setItem(TICKET_SIZE_STORAGE_KEY, 'a5');
    localStorage.setItem(PRINT_AFTER_LOAD_STORAGE_KEY, 'true');
    const select = renderHook(() => useTicketSize());
    const printer = renderHook(() => useTicketSize());
    expect(renderHook(() => usePrintAfterLoad()).result.current[0]).toBe(true);
    expect(printer.result.current[0]).toBe('a5');

    act(() => select.result.current[1]('80mm'));
    expect(printer.result.current[0]).toBe('80mm');
  });
});
