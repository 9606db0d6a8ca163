/**
 * A machine class's figures of the period: its totals as a row of figures, then a table of its machines with the
 * same figures and each machine's tons per hour. A figure that has no value (no breakdowns to divide by, no
 * weighed tons) reads '—', as everywhere in the app.
 */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import type { ClassFigures, MachineFigures } from '@weighbridge/contract/stop-figures';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { type FigureTexts, useFigureTexts } from '../../lib/figure-texts';
import { figuresClassMessages, figuresTabMessages as text } from './messages';

type UsageFigures = ClassFigures | MachineFigures;

/** A figure: its name in the totals, its header in the machines' table, and how it reads. */
type Figure = { label: MessageDescriptor; header: MessageDescriptor; read: (figures: UsageFigures, texts: FigureTexts) => string };

const FIGURES: readonly Figure[] = [
  { label: text.physicalAvailability, header: text.pa, read: (figures, texts) => texts.percent(figures.physical_availability) },
  { label: text.useOfAvailability, header: text.uoa, read: (figures, texts) => texts.percent(figures.use_of_availability) },
  { label: text.effectiveUtilisation, header: text.eu, read: (figures, texts) => texts.percent(figures.effective_utilisation) },
  { label: text.mtbf, header: text.mtbf, read: (figures, texts) => texts.hours(figures.mtbf_hours) },
  { label: text.mttr, header: text.mttr, read: (figures, texts) => texts.hours(figures.mttr_hours) },
  { label: text.stopTime, header: text.stopTime, read: (figures, texts) => texts.hours(figures.stop_hours) },
  { label: text.stops, header: text.stops, read: (figures, texts) => texts.count(figures.stops) },
  { label: text.breakdowns, header: text.breakdowns, read: (figures, texts) => texts.count(figures.breakdowns) },
];
const LOST_TONS: Figure = { label: text.lostTons, header: text.lostTons, read: (figures, texts) => texts.tons(figures.lost_tons) };

/** The class's totals, each figure a term and its value. */
function ClassTotals({ totals, label }: { totals: ClassFigures; label: string }) {
  const intl = useIntl();
  const texts = useFigureTexts();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group component="dl" aria-label={label} gap="lg" wrap="wrap" m={0}>
        {[...FIGURES, LOST_TONS].map((figure) => (
          <div key={figure.label.id}>
            <Text component="dt" size="xs" c="dimmed">
              {intl.formatMessage(figure.label)}
            </Text>
            <Text component="dd" fw={700} m={0} style={{ whiteSpace: 'nowrap' }}>
              {figure.read(totals, texts)}
            </Text>
          </div>
        ))}
      </Group>
    </Paper>
  );
}

function useMachineColumns(): readonly CatalogueColumn<MachineFigures>[] {
  const intl = useIntl();
  const texts = useFigureTexts();
  const column = (figure: Figure): CatalogueColumn<MachineFigures> => ({
    header: intl.formatMessage(figure.header),
    align: 'right',
    cell: (machine) => figure.read(machine, texts),
    td: { style: { whiteSpace: 'nowrap' } },
  });
  return [
    { header: intl.formatMessage(text.machine), cell: (machine) => machine.name, td: { fw: 600 } },
    ...FIGURES.map(column),
    { header: intl.formatMessage(text.tonsPerHour), align: 'right', cell: (machine) => texts.tonsPerHour(machine.tons_per_hour), td: { style: { whiteSpace: 'nowrap' } } },
    column(LOST_TONS),
  ];
}

type ClassFiguresProps = {
  equipmentClass: EquipmentClass;
  /** Undefined when the class had no machine in the period. */
  totals: ClassFigures | undefined;
  machines: readonly MachineFigures[];
};

export function ClassFiguresSection({ equipmentClass, totals, machines }: ClassFiguresProps) {
  const intl = useIntl();
  const title = intl.formatMessage(figuresClassMessages[equipmentClass]);
  const columns = useMachineColumns();
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {totals ? (
        <>
          <ClassTotals totals={totals} label={intl.formatMessage(text.classTotals, { name: title })} />
          <Paper withBorder radius="md">
            <CatalogueTable
              records={machines}
              columns={columns}
              rowKey={(machine) => machine.machine_id}
              emptyText={intl.formatMessage(text.noMachines)}
              minWidth={880}
              label={title}
              focusable
            />
          </Paper>
        </>
      ) : (
        <Text c="dimmed">{intl.formatMessage(text.noMachines)}</Text>
      )}
    </Stack>
  );
}
