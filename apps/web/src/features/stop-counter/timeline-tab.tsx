/**
 * The Timeline tab: one shift of the site's calendar at a time, the current one until another is chosen, with a
 * bar per machine of the page from the shift's start to its end. The stops show in their category's colour and,
 * for trucks and plants, the gaps the weighbridge shows that no stop accounts for are hatched: clicking one
 * classifies it, as on the Board, and it becomes a stop.
 */
import { Box, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { EquipmentClass } from '@weighbridge/contract/equipment';
import { DEFAULT_SHIFT_PATTERN, type DatedShift, type ShiftPattern, shiftAt, shiftBounds } from '@weighbridge/contract/shifts';
import { GAP_CLASSES, type Gap, type Stop } from '@weighbridge/contract/stops';
import { useElementSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteDayInput } from '../../components/site-day-input';
import { useSite } from '../../app/queries/site';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useNow } from '../../lib/use-now';
import { useBoard } from './api/get-board';
import { useGaps } from './api/get-gaps';
import { useStops } from './api/get-stops';
import { boardMessages, pageMessages, timelineMessages as text } from './messages';
import { MachineFilter, useMachineFilter } from './machine-filter';
import { MachineTimeline, TIMELINE_COLUMNS } from './machine-timeline';
import { type ReasonAction, ReasonModal } from './reason-modal';
import { StopEditModal } from './stop-edit-modal';
import { clockTime } from './stop-time';
import { hourTicks, tickSpacing } from './timeline-geometry';
import { TimelineLegend } from './timeline-legend';

/** An open stop grows, and the current shift moves on, on an open page. */
const NOW_REFRESH_MS = 60_000;

/** The shift chosen: its production day and name. None chosen is the current shift. */
type ChosenShift = { day: string; name: string };

/** The chosen shift with its bounds; the current one when none is chosen or the site no longer has its name. */
function shownShift(chosen: ChosenShift | null, now: Date, pattern: ShiftPattern, timeZone: string): DatedShift {
  const current = shiftAt(now, pattern, timeZone);
  if (!chosen || !pattern.shifts.some((shift) => shift.name === chosen.name)) return current;
  // A cleared date input keeps the shift and shows it on the current production day.
  const day = chosen.day || current.productionDay;
  return { name: chosen.name, productionDay: day, ...shiftBounds(day, chosen.name, pattern, timeZone) };
}

const chosenOf = (shift: DatedShift): ChosenShift => ({ day: shift.productionDay, name: shift.name });

type TimelineTabProps = { equipmentClasses: readonly EquipmentClass[]; mayRecord: boolean; mayEdit: boolean };

export function TimelineTab({ equipmentClasses, mayRecord, mayEdit }: TimelineTabProps) {
  const intl = useIntl();
  const { locale } = useFormat();
  const timeZone = useSiteTimeZone();
  const now = useNow(NOW_REFRESH_MS);
  const pattern = useSite().data?.shifts ?? DEFAULT_SHIFT_PATTERN;
  const [chosen, setChosen] = useState<ChosenShift | null>(null);
  const shift = shownShift(chosen, now, pattern, timeZone);
  const window = { start: shift.start, end: shift.end };
  const bounds = { from: shift.start.toISOString(), to: shift.end.toISOString() };

  const board = useBoard(equipmentClasses);
  const [machineId, chooseMachine] = useMachineFilter(board.data);
  const stops = useStops({ ...bounds, equipmentClasses });
  const gapClass = GAP_CLASSES.find((candidate) => equipmentClasses.includes(candidate));
  const gaps = useGaps(gapClass && { ...bounds, equipmentClass: gapClass });
  const [reasonAction, setReasonAction] = useState<ReasonAction | null>(null);
  const [editing, setEditing] = useState<Stop | null>(null);
  useLoadFailure(board.isError || stops.isError, () => showToast('error', intl.formatMessage(pageMessages.loadFailed)));

  // The hours are marked as often as their labels fit the bar's width.
  const { ref: hoursRef, width: hoursWidth } = useElementSize();
  const ticks = hourTicks(window, timeZone, tickSpacing(window, hoursWidth));
  const classifyGap = (gap: Gap) => setReasonAction({ kind: 'gap', equipmentClass: gap.equipment_class, gap, name: gap.name });
  // Who may not edit stops may still give a reason to a stop without one, as in the day's list.
  const stopAction = (stop: Stop) => {
    if (mayEdit) return () => setEditing(stop);
    if (mayRecord && stop.reason_id === null) return () => setReasonAction({ kind: 'classify', equipmentClass: stop.equipment_class, stopId: stop.stop_id, name: stop.machine_name });
    return undefined;
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <SiteDayInput label={intl.formatMessage(text.productionDay)} value={chosen ? chosen.day : shift.productionDay} onChange={(day) => setChosen({ day, name: shift.name })} />
        <NativeSelect
          label={intl.formatMessage(text.shift)}
          value={shift.name}
          data={pattern.shifts.map((candidate) => candidate.name)}
          onChange={(event) => setChosen({ day: shift.productionDay, name: event.currentTarget.value })}
        />
        <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} onClick={() => setChosen(chosenOf(shiftAt(new Date(shift.start.getTime() - 1), pattern, timeZone)))}>
          {intl.formatMessage(text.previous)}
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={shift.end > now}
          onClick={() => setChosen(chosenOf(shiftAt(shift.end, pattern, timeZone)))}
        >
          {intl.formatMessage(text.next)}
        </Button>
        <Button variant="subtle" disabled={chosen === null} onClick={() => setChosen(null)}>
          {intl.formatMessage(text.current)}
        </Button>
        {board.data && board.data.length > 1 && <MachineFilter machines={board.data} value={machineId} onChange={chooseMachine} />}
        <Text fw={600} pb={6} aria-live="polite">
          {intl.formatMessage(text.window, { from: clockTime(bounds.from, timeZone, locale), to: clockTime(bounds.to, timeZone, locale) })}
        </Text>
      </Group>
      <TimelineLegend withGaps={gapClass !== undefined} />
      {(board.isPending || stops.isPending) && <LoadingNotice />}
      {board.data && stops.data && (
        <Paper withBorder radius="md" p="sm" style={{ overflowX: 'auto' }}>
          <Box miw={640}>
            <Box style={TIMELINE_COLUMNS} pb={4}>
              <span />
              <Box ref={hoursRef} pos="relative" h={18} role="img" aria-label={intl.formatMessage(text.hours)}>
                {ticks.map((tick) => (
                  <Text key={tick.left} size="xs" c="dimmed" pos="absolute" top={0} left={`${tick.left}%`} style={{ transform: `translateX(-${tick.left}%)` }}>
                    {tick.label}
                  </Text>
                ))}
              </Box>
              <Text size="xs" c="dimmed" ta="right">
                {intl.formatMessage(text.stopped)}
              </Text>
              <Text size="xs" c="dimmed" ta="right">
                {intl.formatMessage(text.notAccounted)}
              </Text>
            </Box>
            {board.data.length === 0 && <Text c="dimmed">{intl.formatMessage(boardMessages.none)}</Text>}
            <div role="list" aria-label={intl.formatMessage(text.title)}>
              {board.data.filter((machine) => machineId === null || machine.machine_id === machineId).map((machine) => {
                const isMachine = (record: { equipment_class: EquipmentClass; machine_id: number }) =>
                  record.equipment_class === machine.equipment_class && record.machine_id === machine.machine_id;
                return (
                  <MachineTimeline
                    key={`${machine.equipment_class}-${machine.machine_id}`}
                    machine={machine}
                    stops={stops.data.filter(isMachine)}
                    gaps={(gaps.data ?? []).filter(isMachine)}
                    window={window}
                    now={now}
                    ticks={ticks}
                    onGap={mayRecord ? classifyGap : undefined}
                    stopAction={stopAction}
                  />
                );
              })}
            </div>
          </Box>
        </Paper>
      )}
      {reasonAction && <ReasonModal action={reasonAction} onClose={() => setReasonAction(null)} />}
      {editing && <StopEditModal stop={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
