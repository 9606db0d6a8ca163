/**
 * The output lines of a shift: a product, its tons and, where the product has more than one pile, the pile it
 * went to (none chosen: the product's one pile). Read only on a signed log until it is amended.
 */
import { ActionIcon, Button, NativeSelect, NumberInput, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_SHIFT_AMOUNT } from '@weighbridge/contract/shift-logs';
import type { Stockpile } from '@weighbridge/contract/stockpiles';
import type { Material } from '@weighbridge/contract/materials';
import { useIntl } from 'react-intl';
import { useFormat } from '../../lib/use-format';
import { numberOrNull } from '../../lib/form-check';
import { useNumberInputFormat } from '../../lib/number-input';
import { shiftLogFormMessages as text } from './messages';
import type { OutputDraft } from './shift-log-draft';

type ShiftLogOutputsProps = {
  outputs: OutputDraft[];
  products: readonly Material[];
  stockpiles: readonly Stockpile[];
  readOnly: boolean;
  error?: string | undefined;
  onChange: (outputs: OutputDraft[]) => void;
};

export function ShiftLogOutputs({ outputs, products, stockpiles, readOnly, error, onChange }: ShiftLogOutputsProps) {
  const intl = useIntl();
  const formats = useFormat();
  const numbers = useNumberInputFormat();
  const nameOf = (materialId: number | null) => products.find((product) => product.material_id === materialId)?.name ?? '';
  const change = (key: number, patch: Partial<OutputDraft>) => onChange(outputs.map((output) => (output.key === key ? { ...output, ...patch } : output)));
  const total = outputs.reduce((sum, output) => sum + (numberOrNull(output.tons) || 0), 0);
  const nextKey = Math.max(-1, ...outputs.map((output) => output.key)) + 1;

  return (
    <section aria-label={intl.formatMessage(text.outputSection)}>
      <Text fw={600} mb={4}>
        {intl.formatMessage(text.outputSection)}
      </Text>
      <Table verticalSpacing={4} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(text.product)}</Table.Th>
            <Table.Th w={140}>{intl.formatMessage(text.tons)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.stockpile)}</Table.Th>
            {!readOnly && (
              <Table.Th w={40}>
                <VisuallyHidden>{intl.formatMessage(text.remove)}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outputs.map((output) => {
            const piles = stockpiles.filter((pile) => pile.material_id === output.material_id);
            return (
              <Table.Tr key={output.key}>
                <Table.Td>
                  <NativeSelect
                    aria-label={intl.formatMessage(text.product)}
                    disabled={readOnly}
                    value={output.material_id === null ? '' : String(output.material_id)}
                    data={[
                      { value: '', label: intl.formatMessage(text.product) },
                      ...products.map((product) => ({ value: String(product.material_id), label: product.name })),
                    ]}
                    onChange={(event) => change(output.key, { material_id: event.currentTarget.value ? Number(event.currentTarget.value) : null, stockpile_id: null })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={intl.formatMessage(text.tons)}
                    readOnly={readOnly}
                    variant={readOnly ? 'filled' : 'default'}
                    {...numbers}
                    min={0}
                    max={MAX_SHIFT_AMOUNT}
                    decimalScale={2}
                    hideControls
                    value={output.tons}
                    onChange={(tons) => change(output.key, { tons })}
                  />
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={intl.formatMessage(text.stockpile)}
                    disabled={readOnly}
                    value={output.stockpile_id === null ? '' : String(output.stockpile_id)}
                    data={[{ value: '', label: intl.formatMessage(text.theProductsPile) }, ...piles.map((pile) => ({ value: String(pile.stockpile_id), label: pile.place }))]}
                    onChange={(event) => change(output.key, { stockpile_id: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
                  />
                </Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={intl.formatMessage(text.removeOutput, { product: nameOf(output.material_id) })}
                      onClick={() => onChange(outputs.filter((other) => other.key !== output.key))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
          {outputs.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={readOnly ? 3 : 4}>
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(text.noOutput)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && (
        <Button
          size="xs"
          variant="light"
          mt={4}
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...outputs, { key: nextKey, material_id: null, tons: '', stockpile_id: null }])}
        >
          {intl.formatMessage(text.addOutput)}
        </Button>
      )}
      <Text size="sm" fw={600} mt={4}>
        {intl.formatMessage(text.outputTotal, { tons: formats.formatNumber(Math.round(total * 100) / 100) })}
      </Text>
    </section>
  );
}
