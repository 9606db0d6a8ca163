/**
 * Asks before a tara far from what the vehicle is known to weigh empty is recorded: both weights and the
 * difference, so that a mistyped digit is caught before every load of the truck is netted against it.
 */
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { TARA_CONFIRM_DEVIATION } from '@weighbridge/contract/weighing';
import { useIntl } from 'react-intl';
import { useFormat } from '../../../lib/use-format';
import { confirmTaraMessages as text } from '../messages';
import type { TaraDeviation } from '../logic/tara-deviation';


type TaraConfirmModalProps = {
  deviation: TaraDeviation | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** After the dialog has closed: Cancel gives the weight field back to the operator. */
  onClosed: () => void;
};

export function TaraConfirmModal({ deviation, onConfirm, onCancel, onClosed }: TaraConfirmModalProps) {
  const intl = useIntl();
  const { formatScaleKg } = useFormat();
  const lastTara = deviation?.reference.kind === 'last tara';
  const percent = (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const signedKg = (kg: number) => `${kg > 0 ? '+' : ''}${formatScaleKg(kg)}`;
  return (
    <Modal
      opened={deviation !== null}
      onClose={onCancel}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title={intl.formatMessage(text.title)}
      closeButtonProps={{ 'aria-label': intl.formatMessage(text.close) }}
      centered
    >
      {deviation && (
        <Stack gap="md">
          <Text>
            {intl.formatMessage(text.text, {
              reference: intl.formatMessage(lastTara ? text.lastTaraReference : text.emptyWeightReference),
              limit: intl.formatNumber(TARA_CONFIRM_DEVIATION, { style: 'percent', maximumFractionDigits: 0 }),
            })}
          </Text>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(text.newTara)}</Table.Th>
                <Table.Td>{formatScaleKg(deviation.newKg)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(lastTara ? text.lastTara : text.emptyWeight)}</Table.Th>
                <Table.Td>{formatScaleKg(deviation.reference.kg)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(text.difference)}</Table.Th>
                <Table.Td>
                  {intl.formatMessage(text.differenceValue, { weight: signedKg(deviation.differenceKg), share: percent(deviation.share) })}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {intl.formatMessage(text.cancel)}
            </Button>
            <Button onClick={onConfirm}>{intl.formatMessage(text.confirm)}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
