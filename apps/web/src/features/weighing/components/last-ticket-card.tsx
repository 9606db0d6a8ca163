/**
 * The ticket of the last load weighed here, kept in view until the next load: the operator reads its
 * number to the driver, prints it, or finds it again in Scale Documents.
 */
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ManualWeightMark, typedAnyWeight } from '../../../components/manual-weight-mark';
import { PrintTicketButton } from '../../../components/ticket-print-controls';
import { NOT_SET } from '../../../lib/format';
import { useKnownTexts } from '../../../lib/known-texts';
import { useWeightText } from '../../../lib/site-weights';
import { useFormat } from '../../../lib/use-format';
import { lastTicketMessages as text } from '../messages';
import { useSiteTimeZone } from '../../../lib/site-time-zone';

type LastTicketCardProps = {
  ticket: ScaleDocument;
  /** Given to those who may print: the card's 'Print ticket' button. */
  print?: { loading: boolean; onPrint: () => void };
};

/** The documents page, searching for the ticket's number. */
function documentsSearchPath(documentNumber: string): string {
  return `/documents?${new URLSearchParams({ search: documentNumber }).toString()}`;
}

export function LastTicketCard({ ticket, print }: LastTicketCardProps) {
  const timeZone = useSiteTimeZone();
  const weightText = useWeightText();
  const intl = useIntl();
  const knownText = useKnownTexts();
  const { formatDateTime } = useFormat();
  const number = ticket.document_number ?? NOT_SET;
  const facts: [string, ReactNode][] = [
    [intl.formatMessage(text.registration), ticket.registration_number ?? ticket.vehicle_reg ?? NOT_SET],
    [knownText(TICKET_FIELDS.material), ticket.material_name ?? NOT_SET],
    [
      knownText(TICKET_FIELDS.netWeight),
      <>
        {weightText(ticket.material_weight_kg)}
        {typedAnyWeight(ticket) && <ManualWeightMark reason={ticket.manual_reason} />}
      </>,
    ],
    [intl.formatMessage(text.time), formatDateTime(ticket.second_weigh_timestamp ?? ticket.timestamp, timeZone)],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="last-ticket-title">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4" id="last-ticket-title">
            {intl.formatMessage(text.title)}
          </Title>
          {ticket.document_number && (
            <Anchor component={Link} to={documentsSearchPath(ticket.document_number)} size="sm">
              {intl.formatMessage(text.open)}
            </Anchor>
          )}
        </Group>
        <Group justify="space-between" align="center">
          <Text fz={22} fw={700} data-testid="last-ticket-number">
            {number}
          </Text>
          {print && <PrintTicketButton loading={print.loading} onPrint={print.onPrint} />}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={500}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
