/**
 * A table of twelve months: a row per area, polygon and rig (or per rig), the months as columns, each row's year
 * in the Total column and each month's sum in the Total row. The grid edits its cells; the rigs' targets only
 * read them.
 */
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFormat } from '../../lib/use-format';
import { MONTHS } from './annual-plan-grid';
import { planGridMessages as text } from './messages';

export type MonthsRow = {
  key: string;
  /** The row's name, as a screen reader hears it before each of its cells. */
  name: string;
  label: ReactNode;
  months: readonly number[];
  total: number;
};

type AnnualPlanMonthsTableProps = {
  label: string;
  rowHeader: string;
  rows: readonly MonthsRow[];
  monthTotals: readonly number[];
  grandTotal: number;
  emptyText: string;
  /** An editable cell of a row's month (1-12); left out, the cells read their values. */
  cell?: (row: MonthsRow, month: number, monthName: string) => ReactNode;
  /** The button at a row's end (remove the row). */
  rowAction?: (row: MonthsRow) => ReactNode;
};

/** The months' short names in the reader's language: 'Jan' ... 'Dec', 'Jan.' ... 'Dez.' in German. */
export function useMonthNames(): string[] {
  const intl = useIntl();
  return MONTHS.map((month) => intl.formatDate(Date.UTC(2000, month - 1, 1), { month: 'short', timeZone: 'UTC' }));
}

/** The rows' names stay in view while the months scroll sideways under them. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)', minWidth: 200 } as const;

export function AnnualPlanMonthsTable({ label, rowHeader, rows, monthTotals, grandTotal, emptyText, cell, rowAction }: AnnualPlanMonthsTableProps) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const monthNames = useMonthNames();
  const columns = MONTHS.length + 2 + (rowAction ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={cell ? 1180 : 1000} scrollAreaProps={cell ? undefined : { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      <Table withRowBorders verticalSpacing={4} horizontalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={STICKY}>{rowHeader}</Table.Th>
            {monthNames.map((month) => (
              <Table.Th key={month} ta="right">
                {month}
              </Table.Th>
            ))}
            <Table.Th ta="right">{intl.formatMessage(text.total)}</Table.Th>
            {rowAction && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text size="sm" c="dimmed" ta="center" py="sm">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400} style={STICKY}>
                {row.label}
              </Table.Th>
              {MONTHS.map((month, index) => (
                <Table.Td key={month} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell ? cell(row, month, monthNames[index]!) : formatNumber(row.months[index]!)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="row-total">
                {formatNumber(row.total)}
              </Table.Td>
              {rowAction && <Table.Td>{rowAction(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" style={STICKY}>
              {intl.formatMessage(text.total)}
            </Table.Th>
            {monthTotals.map((total, index) => (
              <Table.Td key={MONTHS[index]} ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(total)}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="grand-total">
              {formatNumber(grandTotal)}
            </Table.Td>
            {rowAction && <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
