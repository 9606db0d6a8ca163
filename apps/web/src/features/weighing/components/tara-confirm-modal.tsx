/**
 * Asks before a tara far from what the vehicle is known to weigh empty is recorded: both weights and the
 * difference, so that a mistyped digit is caught before every load of the truck is netted against it.
 */
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { TARA_CONFIRM_DEVIATION } from '@weighbridge/contract/weighing';
import { formatScaleKg } from '../../../lib/format';
import type { TaraDeviation } from '../logic/tara-deviation';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const LIMIT = `${Math.round(TARA_CONFIRM_DEVIATION * 100)}%`;
const signedKg = (kg: number) => `${kg > 0 ? '+' : ''}${formatScaleKg(kg)}`;

type TaraConfirmModalProps = {
  deviation: TaraDeviation | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** After the dialog has closed: Cancel gives the weight field back to the operator. */
  onClosed: () => void;
};

export function TaraConfirmModal({ deviation, onConfirm, onCancel, onClosed }: TaraConfirmModalProps) {
  const referenceName = deviation?.reference.kind === 'last tara' ? 'Last tara' : 'Recorded empty weight';
  return (
    <Modal
      opened={deviation !== null}
      onClose={onCancel}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title="Confirm tara"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      centered
    >
      {deviation && (
        <Stack gap="md">
          <Text>
            This tara differs from the vehicle&apos;s {deviation.reference.kind} by more than {LIMIT}. Check the weight
            before recording it.
          </Text>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>New tara</Table.Th>
                <Table.Td>{formatScaleKg(deviation.newKg)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{referenceName}</Table.Th>
                <Table.Td>{formatScaleKg(deviation.reference.kg)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Difference</Table.Th>
                <Table.Td>
                  {signedKg(deviation.differenceKg)} ({percent.format(deviation.share)})
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={onConfirm}>Confirm</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
