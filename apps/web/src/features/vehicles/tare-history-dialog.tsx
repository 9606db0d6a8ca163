/** The tare history of one vehicle: every tara weighing, newest first, numbered 'TARA-' plus six digits. */
import { Alert, Modal, Table, Text } from '@mantine/core';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import { typedOnIndicator } from '@weighbridge/contract/scales';
import { LoadingNotice } from '../../components/loading-notice';
import { ManualWeightMark } from '../../components/manual-weight-mark';
import { formatDateTime, formatTaraNumber, NOT_SET } from '../../lib/format';
import { useWeightText } from '../../lib/site-weights';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useTaraHistory } from './api/get-tara-history';

type TareHistoryDialogProps = { vehicle: Vehicle; onClose: () => void };

export function TareHistoryDialog({ vehicle, onClose }: TareHistoryDialogProps) {
  const history = useTaraHistory(vehicle.vehicle_id);
  const timeZone = useSiteTimeZone();
  const weightText = useWeightText();
  return (
    <Modal opened onClose={onClose} size="xl" title={<Text fw={700}>Tare History: {vehicle.registration_number}</Text>}>
      {history.isPending && <LoadingNotice />}
      {history.isError && <Alert color="red">Failed to load tare history</Alert>}
      {history.data?.length === 0 && <Text c="dimmed">No tara weighings recorded for this vehicle</Text>}
      {history.data && history.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tara ID</Table.Th>
                <Table.Th>Weighed At</Table.Th>
                <Table.Th ta="right">Tare Weight</Table.Th>
                <Table.Th>RFID Card</Table.Th>
                <Table.Th>Scale</Table.Th>
                <Table.Th>Operator</Table.Th>
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
