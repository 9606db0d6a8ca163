/**
 * Beside the weighing buttons, how this screen prints tickets: whether the ticket of every load opens by
 * itself once the load is recorded, and on which paper. Both are kept in this browser.
 */
import { Checkbox, Group } from '@mantine/core';
import { TicketSizeSelect } from '../../../components/ticket-print-controls';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../../lib/known-texts';
import { TICKET_PRINT_TEXTS } from '../../../lib/ticket-prints';
import { ticketOptionsMessages } from '../messages';

type TicketOptionsProps = { printAfterLoad: boolean; onPrintAfterLoadChange: (on: boolean) => void };

export function TicketOptions({ printAfterLoad, onPrintAfterLoadChange }: TicketOptionsProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  return (
    <Group gap="lg" align="flex-end" role="group" aria-label={intl.formatMessage(ticketOptionsMessages.group)}>
      <Checkbox
        label={knownText(TICKET_PRINT_TEXTS.openAfterLoad)}
        checked={printAfterLoad}
        onChange={(event) => onPrintAfterLoadChange(event.currentTarget.checked)}
        mb={8}
      />
      <TicketSizeSelect />
    </Group>
  );
}
