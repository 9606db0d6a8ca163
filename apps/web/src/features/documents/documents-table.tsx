/**
 * The weighing history table; a row opens its detail, a load's ticket prints from its row for those who
 * may print, and administrators may delete (void) a load. It fits a 1280 px screen beside the sidebar:
 * the date sits over the time, the status over the weighing type, and names wrap, while numbers, plates
 * and weights stay on one line. Every other field of a document is in its detail dialog; a narrower
 * screen scrolls the table sideways.
 */
import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import { HISTORY_HEADERS, WEIGHING_TYPE_LABELS } from '@weighbridge/contract/history-columns';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { ManualWeightMark, typedAnyWeight } from '../../components/manual-weight-mark';
import { PrintTicketIcon } from '../../components/ticket-print-controls';
import { FormattedMessage, useIntl } from 'react-intl';
import { knownTextMessage, type TextDescriptor } from '../../lib/contract-messages';
import { NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useWeightText } from '../../lib/site-weights';
import { useFormat } from '../../lib/use-format';
import { documentLabel, driverOf, loadingAreaAndPolygon, registrationOf, statusColour } from './document-labels';
import { statusMessage, tableMessages as text } from './messages';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** Names may break anywhere rather than push the Actions column off the screen. */
const WRAPS = { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 72 } as const;

type DocumentsTableProps = {
  documents: ScaleDocument[];
  onOpen: (document: ScaleDocument) => void;
  /** Given to those who may print: a print button on every load's row. */
  print?: { onPrint: (document: ScaleDocument) => void; printingId: number | null };
  /** Given to administrators only: a delete button on every load's row. */
  onDelete?: (document: ScaleDocument) => void;
};

/** A voided document is already out of the history, and a tara is never deleted here: neither offers Delete. */
const deletable = (document: ScaleDocument) => document.weighing_type !== 'tare' && document.status !== 'cancelled';

/** A tara weighing has no ticket. */
const hasTicket = (document: ScaleDocument) => document.weighing_type !== 'tare';

/**
 * The last column holds a row's buttons: for administrators it is the spec's Actions column (print and
 * delete); for others who may print it is headed Ticket, its only button being the print.
 */
function actionsHeader({ print, onDelete }: Pick<DocumentsTableProps, 'print' | 'onDelete'>): TextDescriptor | null {
  if (onDelete) return text.actions;
  return print ? text.ticket : null;
}

/** The headers the table shares with the export, in the table's order; the weight and status columns are its own. */
const SHARED_HEADERS = {
  document: knownTextMessage(HISTORY_HEADERS.document),
  dateTime: knownTextMessage(HISTORY_HEADERS.dateTime),
  vehicle: knownTextMessage(HISTORY_HEADERS.vehicle),
  driver: knownTextMessage(HISTORY_HEADERS.driver),
  material: knownTextMessage(HISTORY_HEADERS.material),
  loadingAreaPolygon: knownTextMessage(HISTORY_HEADERS.loadingAreaPolygon),
  netWeight: knownTextMessage(TICKET_FIELDS.netWeight),
};

export function DocumentsTable({ documents, onOpen, print, onDelete }: DocumentsTableProps) {
  const lastHeader = actionsHeader({ print, onDelete });
  const columns = lastHeader ? 9 : 8;
  const timeZone = useSiteTimeZone();
  const weightText = useWeightText();
  const { formatDateAndTime } = useFormat();
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" fz="sm" styles={{ th: NO_WRAP, td: NO_WRAP }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage {...SHARED_HEADERS.document} />
            </Table.Th>
            <Table.Th>
              <FormattedMessage {...SHARED_HEADERS.dateTime} />
            </Table.Th>
            <Table.Th>
              <FormattedMessage {...SHARED_HEADERS.vehicle} />
            </Table.Th>
            <Table.Th style={WRAPS}>
              <FormattedMessage {...SHARED_HEADERS.driver} />
            </Table.Th>
            <Table.Th style={WRAPS}>
              <FormattedMessage {...SHARED_HEADERS.material} />
            </Table.Th>
            <Table.Th style={WRAPS}>
              <FormattedMessage {...SHARED_HEADERS.loadingAreaPolygon} />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage {...SHARED_HEADERS.netWeight} />
            </Table.Th>
            <Table.Th>
              <FormattedMessage {...text.statusType} />
            </Table.Th>
            {lastHeader && (
              <Table.Th>
                <FormattedMessage {...lastHeader} />
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text ta="center" c="dimmed" py="lg">
                  <FormattedMessage {...text.empty} />
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {documents.map((document) => {
            const label = documentLabel(document);
            const { date, time } = formatDateAndTime(document.timestamp, timeZone);
            return (
              <Table.Tr
                key={`${document.weighing_type}-${document.document_id}`}
                onClick={() => onOpen(document)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  {/* The row opens on a click; the number is its keyboard way in. */}
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    fz="sm"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(document);
                    }}
                  >
                    {label}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {date}
                  <Text span display="block" fz="xs" c="dimmed">
                    {time}
                  </Text>
                </Table.Td>
                <Table.Td>{registrationOf(document)}</Table.Td>
                <Table.Td style={WRAPS}>{driverOf(document)}</Table.Td>
                <Table.Td style={WRAPS}>{document.material_name ?? NOT_SET}</Table.Td>
                <Table.Td style={WRAPS}>{loadingAreaAndPolygon(document)}</Table.Td>
                <Table.Td ta="right">
                  {weightText(document.material_weight_kg)}
                  {typedAnyWeight(document) && <ManualWeightMark reason={document.manual_reason} />}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Badge color={statusColour(document.status)} variant="light" miw="max-content">
                      <FormattedMessage {...statusMessage} values={{ status: document.status }} />
                    </Badge>
                    <Text span fz="xs" c="dimmed">
                      <FormattedMessage {...knownTextMessage(WEIGHING_TYPE_LABELS[document.weighing_type])} />
                    </Text>
                  </Stack>
                </Table.Td>
                {lastHeader && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {print && hasTicket(document) && (
                        <PrintTicketIcon loading={print.printingId === document.document_id} onPrint={() => print.onPrint(document)} />
                      )}
                      {onDelete && deletable(document) && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={intl.formatMessage(text.deleteDocument, { label })}
                          onClick={(event) => {
                            event.stopPropagation();
                            onDelete(document);
                          }}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
