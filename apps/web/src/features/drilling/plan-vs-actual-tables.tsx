/**
 * The tables of Plan vs Actual: the approved plan against the actuals per month, area or rig with their
 * variances; each rig's metres per shift and per drill hour; each blast's volume, tons broken and powder factors.
 * A figure that has no value (nothing to divide by) reads '—', as everywhere in the app.
 */
import { Paper, Stack, Title } from '@mantine/core';
import type { RigTotals } from '@weighbridge/contract/drill-logs';
import type { DrillingFigures, PlanActualRow } from '@weighbridge/contract/drilling-figures';
import { NOT_SET } from '@weighbridge/contract/formats';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { PaginationBar } from '../../components/pagination-bar';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { variance } from './plan-vs-actual-period';
import { planVsActualMessages as text } from './messages';

type Blast = DrillingFigures['blasts'][number];

/** How the figures read: numbers to two decimals, powder factors to three, a variance with its share of the plan. */
export function useDrillingTexts() {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const orEmpty = (value: number | null, write: (value: number) => string) => (value === null ? NOT_SET : write(value));
  return {
    number: (value: number | null) => formatNumber(value),
    factor: (value: number | null) => orEmpty(value, (factor) => intl.formatNumber(factor, { maximumFractionDigits: 3 })),
    variance(planned: number, actual: number | null) {
      if (actual === null) return NOT_SET;
      const { amount, share } = variance(planned, actual);
      const signed = intl.formatNumber(amount, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
      if (share === null) return signed;
      return intl.formatMessage(text.variancePercent, { variance: signed, percent: intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }) });
    },
  };
}

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

type FiguresTableProps<T> = {
  title: string;
  records: readonly T[];
  columns: readonly CatalogueColumn<T>[];
  rowKey: (record: T) => string | number;
  emptyText: string;
  minWidth: number;
  /** Under the table: its pages, where it comes a page at a time. */
  footer?: ReactNode;
};

/** A titled table of figures that takes the keyboard's focus to scroll sideways. */
export function FiguresTable<T>({ title, footer, ...table }: FiguresTableProps<T>) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Paper withBorder radius="md">
        <CatalogueTable {...table} label={title} focusable />
      </Paper>
      {footer}
    </Stack>
  );
}

/** Plan against actual: `by` names the rows' first column (month, area or rig); a rig's row compares metres only. */
export function PlanActualTable({ rows, by, title }: { rows: readonly PlanActualRow[]; by: 'month' | 'area' | 'rig'; title: string }) {
  const intl = useIntl();
  const texts = useDrillingTexts();
  const monthName = (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const first: CatalogueColumn<PlanActualRow>[] = [{ header: intl.formatMessage(text.monthHeader), cell: (row) => monthName(row.month), td: { ...nowrap, fw: by === 'month' ? 600 : undefined } }];
  if (by === 'area') first.push({ header: intl.formatMessage(text.area), cell: (row) => row.area_name, td: { fw: 600 } });
  if (by === 'rig') first.push({ header: intl.formatMessage(text.rig), cell: (row) => row.rig_name, td: { fw: 600 } });
  const metres: CatalogueColumn<PlanActualRow>[] = [
    { header: intl.formatMessage(text.plannedMetres), align: 'right', cell: (row) => texts.number(row.planned_metres), td: nowrap },
    { header: intl.formatMessage(text.actualMetres), align: 'right', cell: (row) => texts.number(row.actual_metres), td: nowrap },
    { header: intl.formatMessage(text.varianceMetres), align: 'right', cell: (row) => texts.variance(row.planned_metres, row.actual_metres), td: nowrap },
  ];
  const tons: CatalogueColumn<PlanActualRow>[] = [
    { header: intl.formatMessage(text.plannedTons), align: 'right', cell: (row) => texts.number(row.planned_tons), td: nowrap },
    { header: intl.formatMessage(text.actualTons), align: 'right', cell: (row) => texts.number(row.actual_tons), td: nowrap },
    { header: intl.formatMessage(text.varianceTons), align: 'right', cell: (row) => texts.variance(row.planned_tons, row.actual_tons), td: nowrap },
  ];
  return (
    <FiguresTable
      title={title}
      records={rows}
      columns={[...first, ...metres, ...(by === 'rig' ? [] : tons)]}
      rowKey={(row) => `${row.month}:${row.loading_area_id ?? ''}:${row.rig_id ?? ''}`}
      emptyText={intl.formatMessage(text.noComparison)}
      minWidth={by === 'rig' ? 640 : 900}
    />
  );
}

export function RigFiguresTable({ rigs }: { rigs: readonly RigTotals[] }) {
  const intl = useIntl();
  const texts = useDrillingTexts();
  const columns: CatalogueColumn<RigTotals>[] = [
    { header: intl.formatMessage(text.rig), cell: (rig) => rig.rig_name, td: { fw: 600 } },
    { header: intl.formatMessage(text.shifts), align: 'right', cell: (rig) => texts.number(rig.shifts) },
    { header: intl.formatMessage(text.metres), align: 'right', cell: (rig) => texts.number(rig.metres), td: nowrap },
    { header: intl.formatMessage(text.drillHours), align: 'right', cell: (rig) => texts.number(rig.drill_hours), td: nowrap },
    { header: intl.formatMessage(text.bitChanges), align: 'right', cell: (rig) => texts.number(rig.bit_changes) },
    { header: intl.formatMessage(text.metresPerShift), align: 'right', cell: (rig) => texts.number(rig.metres_per_shift), td: nowrap },
    { header: intl.formatMessage(text.metresPerDrillHour), align: 'right', cell: (rig) => texts.number(rig.metres_per_drill_hour), td: nowrap },
  ];
  return <FiguresTable title={intl.formatMessage(text.rigs)} records={rigs} columns={columns} rowKey={(rig) => rig.rig_id} emptyText={intl.formatMessage(text.noRigs)} minWidth={760} />;
}

/** A page of the period's blasts, with the bar that turns the pages. */
export function BlastFiguresTable({ blasts, pages, onPage }: { blasts: readonly Blast[]; pages: DrillingFigures['blast_pages']; onPage: (page: number) => void }) {
  const intl = useIntl();
  const texts = useDrillingTexts();
  const timeZone = useSiteTimeZone();
  const { formatDateTime } = useFormat();
  const columns: CatalogueColumn<Blast>[] = [
    { header: intl.formatMessage(text.firedAt), cell: (blast) => formatDateTime(blast.fired_at, timeZone), td: nowrap },
    { header: intl.formatMessage(text.area), cell: (blast) => blast.area_name },
    { header: intl.formatMessage(text.polygon), cell: (blast) => blast.polygon_code, td: { fw: 600 } },
    { header: intl.formatMessage(text.volume), align: 'right', cell: (blast) => texts.number(blast.volume_m3), td: nowrap },
    { header: intl.formatMessage(text.tonsBroken), align: 'right', cell: (blast) => texts.number(blast.tons_broken), td: nowrap },
    { header: intl.formatMessage(text.explosives), align: 'right', cell: (blast) => texts.number(blast.explosives_kg), td: nowrap },
    { header: intl.formatMessage(text.powderFactorVolume), align: 'right', cell: (blast) => texts.factor(blast.powder_factor_kg_m3) },
    { header: intl.formatMessage(text.powderFactorTons), align: 'right', cell: (blast) => texts.factor(blast.powder_factor_kg_t) },
  ];
  return (
    <FiguresTable
      title={intl.formatMessage(text.blasts)}
      records={blasts}
      columns={columns}
      rowKey={(blast) => blast.blast_id}
      emptyText={intl.formatMessage(text.noBlasts)}
      minWidth={960}
      footer={<PaginationBar {...pages} onPage={onPage} />}
    />
  );
}

