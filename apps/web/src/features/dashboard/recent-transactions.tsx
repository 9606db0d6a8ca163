/** The most recent transactions of the period (of at most 50 loaded): number, vehicle, driver, net tons and status. */
import { Badge, Box, Table } from '@mantine/core';
import type { PeriodQuery } from '@weighbridge/contract/date-ranges';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { ScaleDocument } from '@weighbridge/contract/scale-documents';
import { useIntl } from 'react-intl';
import { ManualWeightMark, typedAnyWeight } from '../../components/manual-weight-mark';
import { NOT_SET } from '../../lib/format';
import { useKnownTexts } from '../../lib/known-texts';
import { useTotalText } from '../../lib/site-weights';
import { useRecentDocuments } from './api/get-recent-documents';
import { DashboardPanel, PanelContent } from './dashboard-panel';
import { recentMessages as text } from './messages';
import { useLoggedFailure } from './use-logged-failure';

/** Status badge colours (spec part 1 section 4): completed green, cancelled red, pending yellow, others gray. */
const STATUS_COLOURS: Readonly<Record<string, string>> = { completed: 'green', cancelled: 'red', pending: 'yellow' };

/**
 * The history lists tara weighings among the documents; a tara has no number, driver or net weight, and
 * is no transaction on the Transactions card, so the dashboard leaves it out.
 */
const loadsOf = (rows: ScaleDocument[] | undefined) => rows?.filter((row) => row.weighing_type !== 'tare');

const driverOf = (document: ScaleDocument) => [document.driver_name, document.driver_surname].filter(Boolean).join(' ') || NOT_SET;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function RecentTransactions({ period }: { period: PeriodQuery }) {
  const documents = useRecentDocuments(period);
  // Net tons, as the specification has the dashboard show every weight.
  const totalText = useTotalText();
  useLoggedFailure(documents, 'recent transactions');
  const intl = useIntl();
  const knownText = useKnownTexts();
  return (
    <DashboardPanel title={intl.formatMessage(text.title)}>
      <PanelContent
        query={{ data: loadsOf(documents.data), isPending: documents.isPending }}
        isEmpty={(rows) => rows.length === 0}
        emptyText={intl.formatMessage(text.none)}
        skeletonHeight={360}
      >
        {(rows) => (
          // Focusable, so that the list can be scrolled from the keyboard.
          <Box mah={460} style={{ overflowY: 'auto' }} tabIndex={0} aria-label={intl.formatMessage(text.list)}>
            <Table striped stickyHeader styles={{ th: NO_WRAP, td: NO_WRAP }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(text.documentNumber)}</Table.Th>
                  <Table.Th>{knownText(TICKET_FIELDS.vehicle)}</Table.Th>
                  <Table.Th>{knownText(TICKET_FIELDS.driver)}</Table.Th>
                  <Table.Th ta="right">{knownText(TICKET_FIELDS.netWeight)}</Table.Th>
                  <Table.Th>{intl.formatMessage(text.statusHeader)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((document) => (
                  <Table.Tr key={`${document.weighing_type}-${document.document_id}`}>
                    <Table.Td fw={600}>{document.document_number ?? NOT_SET}</Table.Td>
                    <Table.Td>{document.vehicle_reg ?? document.registration_number ?? NOT_SET}</Table.Td>
                    <Table.Td>{driverOf(document)}</Table.Td>
                    <Table.Td ta="right">
                      {document.material_weight_kg === null ? NOT_SET : totalText(document.material_weight_kg)}
                      {typedAnyWeight(document) && <ManualWeightMark reason={document.manual_reason} />}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOURS[document.status] ?? 'gray'} variant="light">
                        {intl.formatMessage(text.status, { status: document.status })}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </PanelContent>
    </DashboardPanel>
  );
}
