/**
 * The table of a catalogue's records, declared as its columns: each column names its header and what its
 * cell shows of a record. The table adds what every master data table has: the striped layout that
 * scrolls sideways on a narrow screen, the Actions column when the user may act on a record, and the row
 * that says the catalogue is empty.
 * @example <CatalogueTable records={stations} columns={STATION_COLUMNS} rowKey={(station) => station.station_id} emptyText="No stations found" minWidth={560} />
 */
import { Table, type TableTdProps } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { tableMessages } from './messages';
import { EmptyTableRow } from './record-table-rows';

export type CatalogueColumn<T> = {
  header: string;
  cell: (record: T) => ReactNode;
  /** Numbers line up on the right, the header with them. */
  align?: 'right';
  /** What the cells alone carry, such as the bold of the column that names the record. */
  td?: TableTdProps;
};

type CatalogueTableProps<T> = {
  records: readonly T[];
  columns: readonly CatalogueColumn<T>[];
  rowKey: (record: T) => Key;
  emptyText: string;
  /** Below this width the table scrolls rather than squeezing its columns. */
  minWidth: number;
  /** The table's name for screen readers, where a page holds more than one. */
  label?: string;
  /** The buttons of a record's Actions cell; left out when the user may do nothing, and the column with it. */
  actions?: ((record: T) => ReactNode) | undefined;
  /**
   * A table of values alone, with no button or link to reach, takes the keyboard's focus itself, so that it can
   * be scrolled sideways without a mouse.
   */
  focusable?: boolean;
};

export function CatalogueTable<T>({ records, columns, rowKey, emptyText, minWidth, label, actions, focusable = false }: CatalogueTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={focusable ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } : undefined}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th>
                <FormattedMessage {...tableMessages.actions} />
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={rowKey(record)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.align} {...column.td}>
                  {column.cell(record)}
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions(record)}</Table.Td>}
            </Table.Tr>
          ))}
          {records.length === 0 && <EmptyTableRow columns={columns.length + (actions ? 1 : 0)} text={emptyText} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
