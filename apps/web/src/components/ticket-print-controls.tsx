/**
 * The controls that print a ticket, alike wherever a ticket is printed: the button (with the printer
 * icon, 'Print ticket' or 'Reprint'), the history's icon button, and this browser's paper size. The
 * pages show them only to holders of `scale.documents.print`.
 */
import { ActionIcon, Button, NativeSelect } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { TICKET_SIZE_LABELS, TICKET_SIZES } from '@weighbridge/contract/tickets';
import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { knownTextMessage } from '../lib/contract-messages';
import { printActionLabel, TICKET_PRINT_TEXTS } from '../lib/ticket-prints';
import { ticketSizeOf, useTicketSize } from '../lib/ticket-settings';

type PrintTicketButtonProps = {
  /** Prints so far: 0 reads 'Print ticket', more 'Reprint'. */
  prints?: number;
  loading: boolean;
  onPrint: () => void;
};

export function PrintTicketButton({ prints = 0, loading, onPrint }: PrintTicketButtonProps) {
  return (
    <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} loading={loading} onClick={onPrint}>
      <FormattedMessage {...knownTextMessage(printActionLabel(prints))} />
    </Button>
  );
}

/** The history's print button of one row; the click prints without opening the row. */
export function PrintTicketIcon({ loading, onPrint }: Omit<PrintTicketButtonProps, 'prints'>) {
  const print = useIntl().formatMessage(knownTextMessage(TICKET_PRINT_TEXTS.print));
  return (
    <ActionIcon
      variant="subtle"
      aria-label={print}
      title={print}
      loading={loading}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onPrint();
      }}
    >
      <IconPrinter size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The paper this browser prints tickets on; every print from this browser uses it. */
export function TicketSizeSelect() {
  const [size, setSize] = useTicketSize();
  const intl = useIntl();
  const choices = TICKET_SIZES.map((choice) => ({ value: choice, label: intl.formatMessage(knownTextMessage(TICKET_SIZE_LABELS[choice])) }));
  return (
    <NativeSelect
      label={intl.formatMessage(knownTextMessage(TICKET_PRINT_TEXTS.paperSize))}
      data={choices}
      value={size}
      onChange={(event) => setSize(ticketSizeOf(event.currentTarget.value))}
      w={150}
    />
  );
}
