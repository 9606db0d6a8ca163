/**
 * /scale/stop-counter, /garage/stop-counter, /drilling/stop-counter and /production/stop-counter: one page, each
 * showing its module's machines (the scales, the trucks, the drill rigs, the crushing plants). The board says
 * which machine runs and which stands since when and why; below it, the stops of the chosen day and, for trucks
 * and plants, the gaps the weighbridge shows that no stop accounts for yet. The Timeline lays one shift out
 * per machine; the machines (Drilling, Production) and the reasons are kept on tabs of their own.
 */
import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { siteDay } from '@weighbridge/contract/date-ranges';
import { classesOfModule } from '@weighbridge/contract/equipment';
import type { ModuleKey } from '@weighbridge/contract/menu';
import { type BoardMachine, GAP_CLASSES, type Stop } from '@weighbridge/contract/stops';
import { type ComponentType, useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteDayInput } from '../../components/site-day-input';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useEndStop } from './api/end-stop';
import { useBoard } from './api/get-board';
import { useGaps } from './api/get-gaps';
import { useStopReasons } from './api/get-stop-reasons';
import { useStops } from './api/get-stops';
import { DayGapsTable } from './day-gaps';
import { DayStopsTable } from './day-stops';
import { FiguresTab } from './figures-tab';
import { MachineBoard } from './machine-board';
import { MachineFilter, useMachineFilter } from './machine-filter';
import { CrushingPlantsSection, DrillRigsSection } from './machines-section';
import { dayMessages, figuresTabMessages, gapMessages, pageMessages as text, reasonFormMessages, stopServerMessages, timelineMessages } from './messages';
import { type ReasonAction, ReasonModal } from './reason-modal';
import { ReasonsSection } from './reasons-section';
import { StopEditModal } from './stop-edit-modal';
import { dayBounds } from './stop-time';
import { TimelineTab } from './timeline-tab';

/** The modules with a Stop Counter page: those a class of machines belongs to. */
type StopCounterModule = 'scale' | 'garage' | 'drilling' | 'production';

export function StopCounterPage({ module }: { module: StopCounterModule }) {
  const intl = useIntl();
  const { hasPermission } = usePermissions();
  const equipmentClasses = classesOfModule(module);
  const may = {
    record: hasPermission(`${module}.stop-counter.record`),
    edit: hasPermission(`${module}.stop-counter.edit`),
    configure: hasPermission(`${module}.stop-counter.configure`),
  };
  const hasOwnMachines = module === 'drilling' || module === 'production';
  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)} />
      <Tabs defaultValue="board" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="board">{intl.formatMessage(text.board)}</Tabs.Tab>
          <Tabs.Tab value="figures">{intl.formatMessage(figuresTabMessages.tab)}</Tabs.Tab>
          <Tabs.Tab value="timeline">{intl.formatMessage(timelineMessages.tab)}</Tabs.Tab>
          {hasOwnMachines && <Tabs.Tab value="machines">{intl.formatMessage(text.machines)}</Tabs.Tab>}
          <Tabs.Tab value="reasons">{intl.formatMessage(text.reasons)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board">
          <BoardAndDay equipmentClasses={equipmentClasses} mayRecord={may.record} mayEdit={may.edit} />
        </Tabs.Panel>
        <Tabs.Panel value="figures">
          <FiguresTab equipmentClasses={equipmentClasses} />
        </Tabs.Panel>
        <Tabs.Panel value="timeline">
          <TimelineTab equipmentClasses={equipmentClasses} mayRecord={may.record} mayEdit={may.edit} />
        </Tabs.Panel>
        {hasOwnMachines && (
          <Tabs.Panel value="machines">
            {module === 'drilling' ? <DrillRigsSection mayConfigure={may.configure} /> : <CrushingPlantsSection mayConfigure={may.configure} />}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="reasons">
          <ReasonsSection equipmentClasses={equipmentClasses} mayConfigure={may.configure} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

type BoardAndDayProps = { equipmentClasses: ReturnType<typeof classesOfModule>; mayRecord: boolean; mayEdit: boolean };

function BoardAndDay({ equipmentClasses, mayRecord, mayEdit }: BoardAndDayProps) {
  const intl = useIntl();
  const timeZone = useSiteTimeZone();
  const knownText = useKnownTexts(stopServerMessages);
  const [chosenDay, setDay] = useState(() => siteDay(new Date(), timeZone));
  // A cleared date input shows today again rather than nothing.
  const day = chosenDay || siteDay(new Date(), timeZone);
  const board = useBoard(equipmentClasses);
  const [machineId, chooseMachine] = useMachineFilter(board.data);
  const isShown = (record: { machine_id: number }) => machineId === null || record.machine_id === machineId;
  // The reasons are loaded with the board, so that the dialog of a tap offers them at once.
  useStopReasons();
  const stops = useStops({ ...dayBounds(day, timeZone), equipmentClasses });
  // Trucks and plants are watched through the weighbridge: their unaccounted gaps are proposed for the day.
  const gapClass = GAP_CLASSES.find((candidate) => equipmentClasses.includes(candidate));
  const gaps = useGaps(gapClass && { ...dayBounds(day, timeZone), equipmentClass: gapClass });
  const endStop = useEndStop();
  const [reasonAction, setReasonAction] = useState<ReasonAction | null>(null);
  const [editing, setEditing] = useState<Stop | null>(null);
  useLoadFailure(board.isError || stops.isError, () => showToast('error', intl.formatMessage(text.loadFailed)));

  const stopMachine = (machine: BoardMachine) =>
    setReasonAction({ kind: 'stop', equipmentClass: machine.equipment_class, machineId: machine.machine_id, name: machine.name });

  function runMachine(machine: BoardMachine) {
    const stop = machine.open_stop;
    if (!stop) return;
    // A stop without its reason asks for it now: running again is when the recorder knows why it stood.
    if (stop.reason_id === null) {
      setReasonAction({ kind: 'run', equipmentClass: machine.equipment_class, stopId: stop.stop_id, name: machine.name });
      return;
    }
    endStop.mutate(
      { stopId: stop.stop_id, body: { reason_id: null, comment: null } },
      {
        onSuccess: () => showToast('success', intl.formatMessage(stopServerMessages.ended)),
        onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(reasonFormMessages.saveFailed)))),
      },
    );
  }

  return (
    <Stack gap="lg">
      {board.isPending && <LoadingNotice />}
      {board.data && board.data.length > 1 && <MachineFilter machines={board.data} value={machineId} onChange={chooseMachine} />}
      {board.data && <MachineBoard machines={board.data.filter(isShown)} onStop={mayRecord ? stopMachine : undefined} onRun={mayRecord ? runMachine : undefined} />}
      <section aria-label={intl.formatMessage(dayMessages.title)}>
        <Group justify="space-between" align="flex-end" mb="sm">
          <Title order={3} size="h4">
            {intl.formatMessage(dayMessages.title)}
          </Title>
          <SiteDayInput label={intl.formatMessage(dayMessages.day)} value={chosenDay} onChange={setDay} />
        </Group>
        {stops.isPending && <LoadingNotice />}
        {stops.data && (
          <Paper withBorder radius="md">
            <DayStopsTable
              stops={stops.data.filter(isShown)}
              day={day}
              onClassify={mayRecord ? (stop) => setReasonAction({ kind: 'classify', equipmentClass: stop.equipment_class, stopId: stop.stop_id, name: stop.machine_name }) : undefined}
              onEdit={mayEdit ? setEditing : undefined}
            />
          </Paper>
        )}
      </section>
      {gapClass && (
        <section aria-label={intl.formatMessage(gapMessages.title)}>
          <Title order={3} size="h4">
            {intl.formatMessage(gapMessages.title)}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {intl.formatMessage(gapMessages.explained)}
          </Text>
          {gaps.isPending && <LoadingNotice />}
          {gaps.data && (
            <Paper withBorder radius="md">
              <DayGapsTable gaps={gaps.data.filter(isShown)} onClassify={mayRecord ? (gap) => setReasonAction({ kind: 'gap', equipmentClass: gap.equipment_class, gap, name: gap.name }) : undefined} />
            </Paper>
          )}
        </section>
      )}
      {reasonAction && <ReasonModal action={reasonAction} onClose={() => setReasonAction(null)} />}
      {editing && <StopEditModal stop={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** One component per module, made once, for the routes to load. */
const PAGES = new Map<StopCounterModule, ComponentType>();

export function stopCounterPageOf(module: ModuleKey): ComponentType {
  if (module !== 'scale' && module !== 'garage' && module !== 'drilling' && module !== 'production') throw new Error(`${module} has no Stop Counter`);
  let page = PAGES.get(module);
  if (!page) {
    page = () => <StopCounterPage module={module} />;
    PAGES.set(module, page);
  }
  return page;
}
