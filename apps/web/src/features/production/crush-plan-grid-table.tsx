/**
 * The grid of a crush plan revision: a row per plant, product and shift, the twelve months, each row's total and
 * each month's. A draft that the user may edit takes tons in its cells, gains rows and loses them; any other
 * revision reads as figures.
 */
import { ActionIcon, NumberInput, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MAX_PLAN_TONS } from '@weighbridge/contract/crush-plan';
import { useIntl } from 'react-intl';
import { useFormat } from '../../lib/use-format';
import { columnTotals, MONTHS, type PlanRow, rowKey, rowTotal, withTons } from './crush-plan-grid';
import classes from './crush-plan-grid-table.module.css';
import { planGridMessages as text } from './messages';

type CrushPlanGridTableProps = {
  rows: readonly PlanRow[];
  /** Left out for a revision that reads only. */
  onChange?: ((rows: PlanRow[]) => void) | undefined;
};

/** The months in the reader's language: 'Jan' … 'Dec', 'Jan.' … 'Dez.'. */
function useMonthNames(style: 'short' | 'long'): string[] {
  const intl = useIntl();
  return Array.from({ length: MONTHS }, (_, month) => intl.formatDate(Date.UTC(2001, month, 1), { month: style, timeZone: 'UTC' }));
}

export function CrushPlanGridTable({ rows, onChange }: CrushPlanGridTableProps) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const shortMonths = useMonthNames('short');
  const longMonths = useMonthNames('long');
  const totals = columnTotals(rows);
  const wholeDay = intl.formatMessage(text.wholeDay);
  const rowName = (row: PlanRow) => `${row.plantName}, ${row.materialName}, ${row.shiftName ?? wholeDay}`;

  const label = intl.formatMessage(text.label);
  const pinned = {
    plant: `${classes.pinned} ${classes.plant}`,
    product: `${classes.pinned} ${classes.product}`,
    shift: `${classes.pinned} ${classes.shift}`,
    names: `${classes.pinned} ${classes.names}`,
    total: onChange ? `${classes.pinned} ${classes.total} ${classes.beforeRemove}` : `${classes.pinned} ${classes.total}`,
    remove: `${classes.pinned} ${classes.remove}`,
  };
  // A grid of figures alone has nothing to focus: it takes the keyboard's focus itself to be scrolled sideways.
  const viewportProps = onChange ? undefined : { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
  return (
    <Table.ScrollContainer minWidth={1180} scrollAreaProps={viewportProps}>
      <Table striped withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6} aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={pinned.plant}>{intl.formatMessage(text.plant)}</Table.Th>
            <Table.Th className={pinned.product}>{intl.formatMessage(text.product)}</Table.Th>
            <Table.Th className={pinned.shift}>{intl.formatMessage(text.shift)}</Table.Th>
            {shortMonths.map((month, index) => (
              <Table.Th key={month} ta="right">
                <abbr title={longMonths[index]} style={{ textDecoration: 'none' }}>
                  {month}
                </abbr>
              </Table.Th>
            ))}
            <Table.Th ta="right" className={pinned.total}>
              {intl.formatMessage(text.total)}
            </Table.Th>
            {onChange && <Table.Th aria-hidden className={pinned.remove} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td className={pinned.plant}>{row.plantName}</Table.Td>
              <Table.Td className={pinned.product}>{row.materialName}</Table.Td>
              <Table.Td className={pinned.shift}>{row.shiftName ?? wholeDay}</Table.Td>
              {row.months.map((tons, month) => (
                <Table.Td key={month} ta="right">
                  {onChange ? (
                    <NumberInput
                      size="xs"
                      w={76}
                      hideControls
                      min={0}
                      max={MAX_PLAN_TONS}
                      decimalScale={2}
                      allowNegative={false}
                      value={tons}
                      aria-label={intl.formatMessage(text.cell, { row: rowName(row), month: longMonths[month]! })}
                      styles={{ input: { textAlign: 'right' } }}
                      onChange={(value) => onChange(withTons(rows, rowKey(row), month, value === '' ? 0 : Number(value)))}
                    />
                  ) : (
                    formatNumber(tons)
                  )}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600} className={pinned.total}>
                {formatNumber(rowTotal(row))}
              </Table.Td>
              {onChange && (
                <Table.Td className={pinned.remove}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={intl.formatMessage(text.removeRow, { row: rowName(row) })}
                    onClick={() => onChange(rows.filter((other) => rowKey(other) !== rowKey(row)))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={MONTHS + 4 + (onChange ? 1 : 0)}>
                <Text size="sm" c="dimmed" ta="center">
                  {intl.formatMessage(text.noLines)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th colSpan={3} className={pinned.names}>
              {intl.formatMessage(text.monthTotals)}
            </Table.Th>
            {totals.months.map((tons, month) => (
              <Table.Td key={month} ta="right">
                {formatNumber(tons)}
              </Table.Td>
            ))}
            <Table.Td ta="right" className={pinned.total}>
              {formatNumber(totals.total)}
            </Table.Td>
            {onChange && <Table.Td className={pinned.remove} />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
