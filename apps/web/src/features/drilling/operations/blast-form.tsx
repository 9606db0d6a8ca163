/**
 * 'Record a blast' and a blast's edit, made for a tablet: the polygon (through its loading area), when it was fired,
 * the pattern, the holes charged, the explosive products with their kg (a row each), detonators, vibration, misfires,
 * the shotfirer (only those whose certificate is valid on the day fired) and the material broken, or the polygon's
 * most weighed one. Volume, tons broken and powder factors show as it is typed, by the contract's formulas.
 */
import { Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Blast, blastInputSchema } from '@weighbridge/contract/blasts';
import { siteDateBounds } from '@weighbridge/contract/fields';
import { useIntl } from 'react-intl';
import { loadingAreaChoices } from '../../../app/queries/loading-areas';
import { materialChoices, useMaterials } from '../../../app/queries/materials';
import { DraftNumberInput, DraftRecordSelect, DraftTextarea } from '../../../components/draft-fields';
import { toInputValue } from '../../../lib/site-moment-input';
import { useSiteTimeZone } from '../../../lib/site-time-zone';
import { useFormat } from '../../../lib/use-format';
import { useDrillingOperators } from './api/get-drilling-operators';
import { useEditBlast, useRecordBlast } from './api/save-blast';
import { type BlastDraft, blastBody, blastDraftOf, liveBlastFigures, newBlastDraft } from './blast-draft';
import { BlastExplosives } from './blast-explosives';
import { BlastFigureGrid } from './blast-figures';
import { blastMessages as text } from './messages';
import { OperationsFormModal, qualifiedOperators, useAreaAndPolygon, useOperationsForm } from './operations-form';

const SITE_DATES = siteDateBounds();

type Props = { record?: Blast; onClose: () => void };

export function BlastFormModal({ record, onClose }: Props) {
  const intl = useIntl();
  const { formatNumber } = useFormat();
  const timeZone = useSiteTimeZone();
  const operators = useDrillingOperators().data ?? [];
  const materials = useMaterials().data ?? [];

  const form = useOperationsForm({
    record,
    draft: (blast): BlastDraft => (blast ? blastDraftOf(blast, timeZone) : newBlastDraft(toInputValue(new Date().toISOString(), timeZone))),
    schema: blastInputSchema,
    body: (draft) => blastBody(draft, timeZone),
    create: useRecordBlast(),
    update: useEditBlast(),
    updateOf: (blast, values) => ({ blastId: blast.blast_id, blast: values }),
    noun: text.noun,
    onClose,
  });
  const { draft, change } = form;

  const { areas, polygons, chooseArea } = useAreaAndPolygon(form, record);
  // A certificate runs out by the calendar: the day the blast is fired at the site.
  const shotfirers = qualifiedOperators(operators, 'shotfirer', draft.fired_at.slice(0, 10), record?.shotfirer_id);
  const material = materials.find((candidate) => candidate.material_id === draft.material_id);
  const figures = liveBlastFigures(draft, material?.density_kg_m3 ?? null);
  const materialNote = !material ? text.defaultMaterialExplained : material.density_kg_m3 === null ? text.noDensity : null;

  return (
    <OperationsFormModal form={form} title={intl.formatMessage(record ? text.editTitle : text.recordBlast)}>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Select<number>
          label={intl.formatMessage(text.chooseArea)}
          size="md"
          data={loadingAreaChoices(areas)}
          value={draft.loading_area_id}
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
        <TextInput
          type="datetime-local"
          size="md"
          required
          label={form.labels.fired_at}
          min={`${SITE_DATES.min}T00:00`}
          max={`${SITE_DATES.max}T23:59`}
          value={draft.fired_at}
          error={form.errors.fired_at}
          onChange={(event) => change({ fired_at: event.currentTarget.value })}
        />
        <DraftRecordSelect
          form={form}
          field="shotfirer_id"
          size="md"
          required
          placeholder={intl.formatMessage(text.chooseShotfirer)}
          nothingFoundMessage={intl.formatMessage(text.noShotfirer)}
          data={shotfirers.map((operator) => ({ value: operator.operator_id, label: operator.name }))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Title order={4} size="h5" mt="xs">
        {intl.formatMessage(text.pattern)}
      </Title>
      <SimpleGrid cols={3} spacing="md" verticalSpacing="sm">
        <DraftNumberInput form={form} field="burden_m" size="md" required min={0} step={0.1} decimalScale={2} inputMode="decimal" />
        <DraftNumberInput form={form} field="spacing_m" size="md" required min={0} step={0.1} decimalScale={2} inputMode="decimal" />
        <DraftNumberInput form={form} field="bench_height_m" size="md" required min={0} step={0.5} decimalScale={2} inputMode="decimal" />
        <DraftNumberInput form={form} field="hole_diameter_mm" size="md" required min={0} step={1} decimalScale={2} inputMode="decimal" />
        <DraftNumberInput form={form} field="subdrill_m" size="md" min={0} step={0.1} decimalScale={2} inputMode="decimal" />
        <DraftNumberInput form={form} field="holes_charged" size="md" required min={0} step={1} allowDecimal={false} inputMode="numeric" />
      </SimpleGrid>
      <Title order={4} size="h5" mt="xs">
        {intl.formatMessage(text.charging)}
      </Title>
      <BlastExplosives explosives={draft.explosives} label={form.labels.explosives ?? ''} error={form.errors.explosives} onChange={(explosives) => change({ explosives })} />
      <SimpleGrid cols={3} spacing="md" verticalSpacing="sm">
        <DraftNumberInput form={form} field="detonators" size="md" required min={0} step={1} allowDecimal={false} inputMode="numeric" />
        <DraftNumberInput form={form} field="misfires" size="md" min={0} step={1} allowDecimal={false} inputMode="numeric" />
        <DraftNumberInput form={form} field="vibration_mm_s" size="md" min={0} step={0.1} decimalScale={2} inputMode="decimal" />
      </SimpleGrid>
      <DraftRecordSelect
        form={form}
        field="material_id"
        size="md"
        clearable
        searchable
        placeholder={intl.formatMessage(text.defaultMaterial)}
        description={material?.density_kg_m3 ? intl.formatMessage(text.densityOf, { material: material.name, density: formatNumber(material.density_kg_m3) }) : undefined}
        data={materialChoices(materials)}
      />
      <Paper withBorder radius="md" p="sm" role="status" aria-live="polite" aria-label={intl.formatMessage(text.live)}>
        <Stack gap="xs">
          <Text fw={600}>{intl.formatMessage(text.live)}</Text>
          <BlastFigureGrid
            figures={[
              { label: intl.formatMessage(text.explosivesKg), value: formatNumber(figures.explosivesKg) },
              { label: intl.formatMessage(text.volume), value: formatNumber(figures.volumeM3), testId: 'live-volume' },
              { label: intl.formatMessage(text.tonsBroken), value: formatNumber(figures.tonsBroken), testId: 'live-tons-broken' },
              { label: intl.formatMessage(text.powderFactorM3), value: formatNumber(figures.powderFactorKgM3) },
              { label: intl.formatMessage(text.powderFactorT), value: formatNumber(figures.powderFactorKgT) },
            ]}
          />
          {materialNote && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(materialNote)}
            </Text>
          )}
        </Stack>
      </Paper>
      <DraftTextarea form={form} field="notes" size="md" autosize minRows={2} maxRows={4} />
    </OperationsFormModal>
  );
}
