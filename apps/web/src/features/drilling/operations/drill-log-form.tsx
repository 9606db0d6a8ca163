/**
 * 'Log a shift' and a log's edit, made for a tablet at the end of a shift: large controls in two columns that fit
 * 1024 pixels without scrolling sideways, the shift a tap, the day and shift prefilled with the one running, a rig,
 * operator, area or polygon chosen for the user when only one can be, and the holes either as a count and depth or
 * hole by hole (each new hole repeats the last). The metres show as the holes are typed. Delays are not typed here:
 * they are the rig's stops on the Stop Counter.
 */
import { Alert, Anchor, Group, Input, Paper, SegmentedControl, Select, SimpleGrid, Text } from '@mantine/core';
import { type DrillLog, drillLogInputSchema } from '@weighbridge/contract/drill-logs';
import { PAGE_PATHS, stopCounterOfMachine } from '@weighbridge/contract/page-paths';
import { productionDayOf, type ShiftPattern, shiftAt } from '@weighbridge/contract/shifts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDrillRigs } from '../../../app/queries/drill-rigs';
import { loadingAreaChoices } from '../../../app/queries/loading-areas';
import { DraftNumberInput, DraftRecordSelect, DraftTextarea } from '../../../components/draft-fields';
import { SiteDayInput } from '../../../components/site-day-input';
import { useSiteTimeZone } from '../../../lib/site-time-zone';
import { useFormat } from '../../../lib/use-format';
import { useDrillingOperators } from './api/get-drilling-operators';
import { useEditDrillLog, useRecordDrillLog } from './api/save-drill-log';
import { type DrillLogDraft, drillLogBody, drillLogDraftOf, liveMetres, newDrillLogDraft } from './drill-log-draft';
import { DrillLogHoles } from './drill-log-holes';
import { drillLogMessages as text } from './messages';
import { useOnlyChoice } from './only-choice';
import { OperationsFormModal, qualifiedOperators, useAreaAndPolygon, useOperationsForm } from './operations-form';

type Props = { record?: DrillLog; pattern: ShiftPattern; onClose: () => void };

export function DrillLogFormModal({ record, pattern, onClose }: Props) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const timeZone = useSiteTimeZone();
  const rigs = (useDrillRigs(true).data ?? []).filter((rig) => rig.status === 'active' || rig.rig_id === record?.rig_id);
  const operators = useDrillingOperators().data ?? [];

  const form = useOperationsForm({
    record,
    draft: (log): DrillLogDraft => {
      if (log) return drillLogDraftOf(log);
      const now = new Date();
      return newDrillLogDraft({
        production_day: productionDayOf(now, pattern, timeZone),
        shift: shiftAt(now, pattern, timeZone).name,
        rig_id: null,
        operator_id: null,
        loading_area_id: null,
        polygon_id: null,
      });
    },
    schema: drillLogInputSchema,
    body: drillLogBody,
    create: useRecordDrillLog(),
    update: useEditDrillLog(),
    updateOf: (log, values) => ({ drillLogId: log.drill_log_id, log: values }),
    noun: text.noun,
    onClose,
  });
  const { draft, change } = form;

  // A site's only rig, area or polygon is chosen for the user as soon as it is known, unless they chose already.
  useOnlyChoice(draft.rig_id, rigs.map((rig) => rig.rig_id), (rigId) => change({ rig_id: rigId }), !record);
  const { areas, polygons, chooseArea } = useAreaAndPolygon(form, record);
  const drillers = qualifiedOperators(operators, 'drill_operator', draft.production_day, record?.operator_id);
  const metres = liveMetres(draft);
  const rigName = rigs.find((rig) => rig.rig_id === draft.rig_id)?.name;

  return (
    <OperationsFormModal form={form} title={intl.formatMessage(record ? text.editTitle : text.logShift)}>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <DraftRecordSelect
          form={form}
          field="rig_id"
          size="md"
          required
          placeholder={intl.formatMessage(text.chooseRig)}
          data={rigs.map((rig) => ({ value: rig.rig_id, label: rig.name }))}
          allowDeselect={false}
        />
        <DraftRecordSelect
          form={form}
          field="operator_id"
          size="md"
          required
          placeholder={intl.formatMessage(text.chooseOperator)}
          nothingFoundMessage={intl.formatMessage(text.noOperator)}
          data={drillers.map((operator) => ({ value: operator.operator_id, label: operator.name }))}
          allowDeselect={false}
        />
        <SiteDayInput label={form.labels.production_day ?? ''} size="md" required value={draft.production_day} error={form.errors.production_day} onChange={(day) => change({ production_day: day })} />
        <ShiftChoice label={form.labels.shift ?? ''} names={pattern.shifts.map((shift) => shift.name)} value={draft.shift} error={form.errors.shift} onChange={(shift) => change({ shift })} />
        <Select<number>
          label={form.labels.loading_area_id}
          size="md"
          required
          placeholder={intl.formatMessage(text.chooseArea)}
          data={loadingAreaChoices(areas)}
          value={draft.loading_area_id}
          error={form.errors.loading_area_id}
          allowDeselect={false}
          onChange={chooseArea}
        />
        <DraftRecordSelect
          form={form}
          field="polygon_id"
          size="md"
          required
          disabled={draft.loading_area_id === null}
          placeholder={intl.formatMessage(text.choosePolygon)}
          data={polygons.map((polygon) => ({ value: polygon.polygon_id, label: polygon.registration_id }))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Input.Wrapper label={intl.formatMessage(text.holesEntry)} labelElement="div" size="md">
        <SegmentedControl
          aria-label={intl.formatMessage(text.holesEntry)}
          size="md"
          fullWidth
          data={[
            { value: 'summary', label: intl.formatMessage(text.summary) },
            { value: 'holes', label: intl.formatMessage(text.holeList) },
          ]}
          value={draft.entry}
          onChange={(entry) => change({ entry: entry as DrillLogDraft['entry'] })}
        />
      </Input.Wrapper>
      {draft.entry === 'summary' ? (
        <SimpleGrid cols={2} spacing="md">
          <DraftNumberInput form={form} field="hole_count" size="md" min={0} step={1} allowDecimal={false} inputMode="numeric" />
          <DraftNumberInput form={form} field="depth_m" size="md" min={0} step={0.5} decimalScale={2} inputMode="decimal" />
        </SimpleGrid>
      ) : (
        <DrillLogHoles holes={draft.holes} error={form.errors.holes} onChange={(holes) => change({ holes })} />
      )}
      <SimpleGrid cols={3} spacing="md">
        <DraftNumberInput form={form} field="diameter_mm" size="md" min={0} step={1} decimalScale={2} inputMode="decimal" />
        <DraftNumberInput form={form} field="drill_hours" size="md" min={0} max={24} step={0.5} decimalScale={2} inputMode="decimal" />
        <DraftNumberInput form={form} field="bit_changes" size="md" min={0} step={1} allowDecimal={false} inputMode="numeric" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm" role="status" aria-live="polite">
        <Group justify="space-between">
          <div>
            <Text fw={600}>{intl.formatMessage(text.metresDrilled)}</Text>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(text.metresExplained)}
            </Text>
          </div>
          <Text fz="xl" fw={700} data-testid="live-metres">
            {metres === null ? formatNumber(null) : intl.formatMessage(text.metresValue, { metres: formatNumber(metres) })}
          </Text>
        </Group>
      </Paper>
      <DraftTextarea form={form} field="notes" size="md" autosize minRows={2} maxRows={4} />
      <Alert variant="light" color="gray" p="xs">
        <Text size="sm">
          {intl.formatMessage(text.delaysExplained)}
          <Anchor component={Link} to={draft.rig_id === null ? PAGE_PATHS.drillingStopCounter : stopCounterOfMachine('drillingStopCounter', draft.rig_id)} ml={6}>
            {rigName ? intl.formatMessage(text.delaysOf, { rig: rigName }) : intl.formatMessage(text.openStopCounter)}
          </Anchor>
        </Text>
      </Alert>
    </OperationsFormModal>
  );
}

type ShiftChoiceProps = { label: string; names: readonly string[]; value: string; error: string | undefined; onChange: (shift: string) => void };

/** The site's shifts side by side, one tap each; labelled as the inputs beside it are. */
function ShiftChoice({ label, names, value, error, onChange }: ShiftChoiceProps) {
  return (
    <Input.Wrapper label={label} labelElement="div" size="md" required error={error}>
      <SegmentedControl aria-label={label} size="md" fullWidth data={[...names]} value={value} onChange={onChange} />
    </Input.Wrapper>
  );
}
