/**
 * The building blocks of the report tabs: figure cards, titled sections, charts and tables. Figures and
 * tables are drawn from the contract's report definitions, which the exported files are written from too.
 */
import { Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  columnHeader,
  isNumberKind,
  NO_DATA,
  type ReportDefinition,
  type ReportFigure,
  type ReportTable as ReportTableDefinition,
} from '@weighbridge/contract/report-values';
import { type ReactNode, Suspense } from 'react';
import { useKnownTexts } from '../../lib/known-texts';
import { useWeightDisplay } from '../../lib/site-weights';
import { useReportLanguage } from './report-language';

export function NoData() {
  const knownText = useKnownTexts();
  return (
    <Text c="dimmed" ta="center" py="xl">
      {knownText(NO_DATA)}
    </Text>
  );
}

/**
 * The cards' columns for the width of the report (container queries): each card at least about 172 px wide, so that
 * a figure ('10,017.0 t') stays on one line, and never more columns than cards.
 */
const CARD_COLUMNS = [
  ['base', 1],
  ['360px', 2],
  ['550px', 3],
  ['740px', 4],
  ['925px', 5],
  ['1110px', 6],
] as const;

/** A report's cards: each figure's number, and the line of its details. */
export function FigureCards<Data>({ figures, data }: { figures: readonly ReportFigure<Data>[]; data: Data }) {
  const language = useReportLanguage();
  const cols = Object.fromEntries(CARD_COLUMNS.map(([width, count]) => [width, Math.min(count, figures.length)]));
  return (
    <SimpleGrid type="container" cols={cols} spacing="md">
      {language.figures(figures, data).map((figure) => (
        <Paper key={figure.label} withBorder p="md" radius="md" role="group" aria-label={figure.label}>
          <Text size="sm" c="dimmed" fw={600}>
            {figure.label}
          </Text>
          <Text fz={24} fw={700} style={{ whiteSpace: 'nowrap' }}>
            {figure.text}
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

/** A plain table: numbers to the right and on one line; 'No data available' without rows. */
export function ReportTable<Data>({ table, data }: { table: ReportTableDefinition<Data>; data: Data }) {
  const language = useReportLanguage();
  const weights = useWeightDisplay();
  const rows = table.rows(data);
  if (rows.length === 0) return <NoData />;
  const numeric = table.columns.map((column) => isNumberKind(column.kind));
  // A last row that adds up the others is named in its first cell ('Total').
  const isTotal = (index: number, at: number) => table.endsWithTotal === true && index === rows.length - 1 && at === 0;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={language.text(table.title)}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, index) => (
              <Table.Th key={column.header} ta={numeric[index] ? 'right' : undefined}>
                {columnHeader({ header: language.text(column.header), kind: column.kind }, weights)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Report rows are groups without an id of their own; their order is the report's.
            <Table.Tr key={index}>
              {table.columns.map((column, at) => (
                <Table.Td key={column.header} ta={numeric[at] ? 'right' : undefined} style={numeric[at] ? { whiteSpace: 'nowrap' } : undefined}>
                  {isTotal(index, at) ? language.text(String(row[at])) : language.valueText(column, row[at] ?? null)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A table in a section of its own title, with what goes under it (a page bar). */
export function ReportTableSection<Data>({ table, data, footer }: { table: ReportTableDefinition<Data>; data: Data; footer?: ReactNode }) {
  const language = useReportLanguage();
  return (
    <ReportSection title={language.text(table.title)}>
      <Stack gap="sm">
        <ReportTable table={table} data={data} />
        {footer}
      </Stack>
    </ReportSection>
  );
}

/**
 * A tab drawn from its definition: its figure cards, then what the tab draws of its own (its charts),
 * then its tables, so a tab and its exported file show the same figures and tables. `footers` go under
 * the tables of those titles.
 */
export function DefinedReport<Data>({
  definition,
  data,
  children,
  footers = {},
}: {
  definition: ReportDefinition<Data>;
  data: Data;
  children?: ReactNode;
  footers?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <Stack gap="md">
      {definition.figures.length > 0 && <FigureCards figures={definition.figures} data={data} />}
      {children}
      {definition.tables.map((table) => (
        <ReportTableSection key={table.title} table={table} data={data} footer={footers[table.title]} />
      ))}
    </Stack>
  );
}
