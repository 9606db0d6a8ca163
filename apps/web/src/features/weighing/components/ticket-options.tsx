/**
 * Beside the weighing buttons, how this screen prints tickets: whether the ticket of every load opens by
 * itself once the load is recorded, and on which paper. Both are kept in this browser.
 */
import { Checkbox, Group } from '@mantine/core';
import { TicketSizeSelect } from '../../../components/ticket-print-controls';
import { TICKET_PRINT_TEXTS } from '../../../lib/ticket-prints';

type TicketOptionsProps = { printAfterLoad: boolean; onPrintAfterLoadChange: (on: boolean) => void };

export function TicketOptions({ printAfterLoad, onPrintAfterLoadChange }: TicketOptionsProps) {
  return (
    <Group gap="lg" align="flex-end" role="group" aria-label="Ticket printing">
      <Checkbox
        label={TICKET_PRINT_TEXTS.openAfterLoad}
        checked={printAfterLoad}
        onChange={(event) => onPrintAfterLoadChange(event.currentTarget.checked)}
        mb={8}
      />
      <TicketSizeSelect />
    </Group>
  );
}
