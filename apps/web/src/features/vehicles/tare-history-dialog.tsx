/** The tare history of one vehicle: every tara weighing, newest first, numbered 'TARA-' plus six digits. */
import { Alert, Modal, Table, Text } from '@mantine/core';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import { typedOnIndicator } from '@weighbridge/contract/scales';
import { LoadingNotice } from '../../components/loading-notice';
import { ManualWeightMark } from '../../components/manual-weight-mark';
import { useIntl } from 'react-intl';
import { formatTaraNumber, NOT_SET } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { useWeightText } from '../../lib/site-weights';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useTaraHistory } from './api/get-tara-history';
import { tareHistoryMessages as text } from './messages';

type TareHistoryDialogProps = { vehicle: Vehicle; onClose: () => void };

export function TareHistoryDialog({ vehicle, onClose }: TareHistoryDialogProps) {
  const history = useTaraHistory(vehicle.vehicle_id);
  const timeZone = useSiteTimeZone();
  const weightText = useWeightText();
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  return (
    <Modal opened onClose={onClose} size="xl" title={<Text fw={700}>{intl.formatMessage(text.title, { registration: vehicle.registration_number })}</Text>}>
      {history.isPending && <LoadingNotice />}
      {history.isError && <Alert color="red">{intl.formatMessage(text.failed)}</Alert>}
      {history.data?.length === 0 && <Text c="dimmed">{intl.formatMessage(text.none)}</Text>}
      {history.data && history.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(text.taraId)}</Table.Th>
                <Table.Th>{intl.formatMessage(text.weighedAt)}</Table.Th>
                <Table.Th ta="right">{intl.formatMessage(text.tareWeight)}</Table.Th>
                <Table.Th>{intl.formatMessage(text.rfidCard)}</Table.Th>
                <Table.Th>{intl.formatMessage(text.scale)}</Table.Th>
                <Table.Th>{intl.formatMessage(text.operator)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((tara) => (
                <Table.Tr key={tara.tara_id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTaraNumber(tara.tara_number)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(tara.weighed_at, timeZone)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {weightText(tara.tare_weight_kg)}
                    {typedOnIndicator(tara.weight_source, tara.manual_reason) && <ManualWeightMark reason={tara.manual_reason} />}
                  </Table.Td>
                  <Table.Td>{tara.rfid_card_number ?? NOT_SET}</Table.Td>
                  <Table.Td>{tara.scale_id}</Table.Td>
                  <Table.Td>{tara.operator_name ?? NOT_SET}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
