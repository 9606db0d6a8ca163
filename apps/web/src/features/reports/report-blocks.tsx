/** The building blocks of the report tabs: figure cards, titled sections, charts and tables. */
import { Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

export const NO_DATA = 'No data available';

export function NoData() {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {NO_DATA}
    </Text>
  );
}

export type Figure = { label: string; value: string; detail?: string };

export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: figures.length }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md" radius="md" role="group" aria-label={figure.label}>
          <Text size="sm" c="dimmed" fw={600}>
            {figure.label}
          </Text>
          <Text fz={26} fw={700}>
            {figure.value}
          </Text>
          {figure.detail && (
            <Text size="sm" c="dimmed">
              {figure.detail}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A titled block of a tab; charts inside wait for the chart chunk behind a placeholder of their size. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} h="100%">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Suspense fallback={<Skeleton height={280} radius="sm" />}>{children}</Suspense>
    </Paper>
  );
}

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/** A plain table: numbers to the right and on one line; 'No data available' without rows. */
export function ReportTable<Row>({ label, columns, rows }: { label: string; columns: Column<Row>[]; rows: Row[] }) {
  if (rows.length === 0) return <NoData />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Report rows are groups without an id of their own; their order is the report's.
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined} style={column.numeric ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
