/**
 * How this browser prints tickets: the paper the ticket is laid out for, and whether the weighing page
 * opens the ticket after every load. Each weighbridge's screen has its own printer, so both are kept in
 * the browser, not in the user's account; every page that prints reads the same value.
 */
import { useLocalStorage } from '@mantine/hooks';
import { PRINT_AFTER_LOAD_STORAGE_KEY, TICKET_SIZE_STORAGE_KEY, TICKET_SIZES, type TicketSize } from '@weighbridge/contract/tickets';

/** A4 until the browser is told otherwise: an office printer takes it. */
export const DEFAULT_TICKET_SIZE: TicketSize = 'a4';

/** The stored paper size, or A4 when none (or one this version does not know) is stored. */
export function ticketSizeOf(stored: string | null | undefined): TicketSize {
  return TICKET_SIZES.find((size) => size === stored) ?? DEFAULT_TICKET_SIZE;
}

/** Whether the ticket opens after every load: only when it was turned on; off by default. */
export function printAfterLoadOf(stored: string | null | undefined): boolean {
  return stored === 'true';
}

/** @example const [size, setSize] = useTicketSize(); // 'a4', '80mm', ... */
export function useTicketSize() {
  return useLocalStorage<TicketSize>({
    key: TICKET_SIZE_STORAGE_KEY,
    defaultValue: DEFAULT_TICKET_SIZE,
    getInitialValueInEffect: false,
    serialize: (size) => size,
    deserialize: ticketSizeOf,
  });
}

/** @example const [printAfterLoad, setPrintAfterLoad] = usePrintAfterLoad(); */
export function usePrintAfterLoad() {
  return useLocalStorage<boolean>({
    key: PRINT_AFTER_LOAD_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
    serialize: String,
    deserialize: printAfterLoadOf,
  });
}
