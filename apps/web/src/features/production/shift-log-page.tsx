/**
 * /production/crush-operations: the shift logs of the crushing plants. A supervisor opens a shift (plant,
 * production day and one of the site's shifts) and gets its log, or the draft with the weighed feed prefilled;
 * below, the logs of a period and plant, each opened again from its row.
 */
import { Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { quickRange, siteDay } from '@weighbridge/contract/date-ranges';
import { DEFAULT_SHIFT_PATTERN, shiftAt } from '@weighbridge/contract/shifts';
import type { ShiftLog, ShiftLogKey } from '@weighbridge/contract/shift-logs';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '../../app/permissions/permission-context';
import { useCrushingPlants } from '../../app/queries/crushing-plants';
import { useSite } from '../../app/queries/site';
import { EndDayInput, StartDayInput } from '../../components/day-range-inputs';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { SiteDayInput } from '../../components/site-day-input';
import { showToast } from '../../components/toast';
import { dateRangeProblem } from '../../lib/date-range';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useShiftLogs } from './api/get-shift-logs';
import { shiftLogPageMessages as text } from './messages';
import { ShiftLogModal } from './shift-log-modal';
import { ShiftLogTable } from './shift-log-table';

export type ShiftLogPermissions = { record: boolean; sign: boolean; amend: boolean };

const keyOfLog = (log: ShiftLog): ShiftLogKey => ({ plant_id: log.plant_id, production_day: log.production_day, shift_name: log.shift_name });

export function ShiftLogPage() {
  const intl = useIntl();
  const { hasPermission } = usePermissions();
  const may: ShiftLogPermissions = {
    record: hasPermission('production.crush-operations.record'),
    sign: hasPermission('production.crush-operations.sign'),
    amend: hasPermission('production.crush-operations.amend'),
  };
  const timeZone = useSiteTimeZone();
  const plants = useCrushingPlants(true);
  const [range, setRange] = useState(() => ({ startDate: quickRange('month', new Date(), timeZone).startDate, endDate: siteDay(new Date(), timeZone) }));
  const [plantFilter, setPlantFilter] = useState('');
  const [opened, setOpened] = useState<ShiftLogKey | null>(null);
  const problem = dateRangeProblem(range);
  // The list keeps the last period that can be asked for while the range is being retyped.
  const [asked, setAsked] = useState(range);
  if (!problem && range.startDate && range.endDate && (asked.startDate !== range.startDate || asked.endDate !== range.endDate)) setAsked(range);
  const logs = useShiftLogs({ from: asked.startDate, to: asked.endDate, plantId: plantFilter ? Number(plantFilter) : null });
  useLoadFailure(logs.isError || plants.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));
  const plantChoices = (plants.data ?? []).map((plant) => ({ value: String(plant.plant_id), label: plant.name }));

  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)} />
      <Stack gap="lg">
        <OpenShiftForm plants={(plants.data ?? []).filter((plant) => plant.status === 'active').map((plant) => ({ value: String(plant.plant_id), label: plant.name }))} onOpen={setOpened} />
        <section aria-label={intl.formatMessage(text.logs)}>
          <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
            <Title order={3} size="h4">
              {intl.formatMessage(text.logs)}
            </Title>
            <Group align="flex-start" gap="sm">
              <NativeSelect
                label={intl.formatMessage(text.plant)}
                value={plantFilter}
                data={[{ value: '', label: intl.formatMessage(text.allPlants) }, ...plantChoices]}
                onChange={(event) => setPlantFilter(event.currentTarget.value)}
              />
              <StartDayInput range={range} onChange={(startDate) => setRange({ ...range, startDate })} />
              <EndDayInput range={range} error={problem} onChange={(endDate) => setRange({ ...range, endDate })} />
            </Group>
          </Group>
          {logs.isPending && <LoadingNotice />}
          {logs.data && (
            <Paper withBorder radius="md">
              <ShiftLogTable logs={logs.data} onOpen={(log) => setOpened(keyOfLog(log))} />
            </Paper>
          )}
        </section>
      </Stack>
      {opened && <ShiftLogModal logKey={opened} may={may} onClose={() => setOpened(null)} />}
    </>
  );
}

type OpenShiftFormProps = { plants: { value: string; label: string }[]; onOpen: (key: ShiftLogKey) => void };

/** Plant, production day and shift, the current shift's day and name to begin with; Enter opens it. */
function OpenShiftForm({ plants, onOpen }: OpenShiftFormProps) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const pattern = useSite().data?.shifts ?? DEFAULT_SHIFT_PATTERN;
  const [current] = useState(() => shiftAt(new Date(), pattern, timeZone));
  const [plant, setPlant] = useState('');
  const [day, setDay] = useState(current.productionDay);
  const [shiftName, setShiftName] = useState(current.name);
  const chosenPlant = plant || plants[0]?.value || '';

  function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosenPlant && day) onOpen({ plant_id: Number(chosenPlant), production_day: day, shift_name: shiftName });
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={open} aria-label={intl.formatMessage(text.openShiftTitle)}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={intl.formatMessage(text.plant)}
          value={chosenPlant}
          data={plants.length > 0 ? plants : [{ value: '', label: intl.formatMessage(text.noPlants) }]}
          onChange={(event) => setPlant(event.currentTarget.value)}
        />
        <SiteDayInput label={intl.formatMessage(text.productionDay)} value={day} onChange={setDay} />
        <NativeSelect
          label={intl.formatMessage(text.shift)}
          value={shiftName}
          data={pattern.shifts.map((shift) => shift.name)}
          onChange={(event) => setShiftName(event.currentTarget.value)}
        />
        <Button type="submit" disabled={!chosenPlant || !day}>
          {intl.formatMessage(text.openShift)}
        </Button>
      </Group>
    </Paper>
  );
}
