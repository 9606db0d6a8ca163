/**
 * The units weights are shown in: kg or t, and the decimal places. Tickets, documents, exports, the dashboard
 * and reports follow them; weights stay stored in kg, and the weighing page's live weight reads as the
 * indicator does, in kg.
 */
import { Button, Group, NativeSelect, NumberInput, Paper, Text, Title } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { formatWeight, MAX_WEIGHT_DECIMALS, WEIGHT_UNITS, type WeightDisplay, type WeightUnit } from '@weighbridge/contract/formats';
import { SITE_MESSAGES } from '@weighbridge/contract/site';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';
import { useSaveWeights } from './api/weights';

const LABELS = FIELD_LABELS.site;
const UNIT_LABELS: Record<WeightUnit, string> = { kg: 'Kilograms (kg)', t: 'Tons (t)' };
const UNIT_OPTIONS = WEIGHT_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));
/** The weight the example shows, in kg. */
const EXAMPLE_KG = 27_350.5;

export function WeightsForm({ display }: { display: WeightDisplay }) {
  const [draft, setDraft] = useState(display);
  const saving = useSaveWeights();

  async function save() {
    try {
      await saving.mutateAsync(draft);
      showToast('success', SITE_MESSAGES.weightsSaved);
    } catch (error) {
      showToast('error', errorText(error, 'Failed to save units'));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" aria-label="Units" onSubmit={(event) => (event.preventDefault(), void save())}>
      <Title order={3} size="h4" mb="xs">
        Units
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        How tickets, documents, exports, the dashboard and reports show weights; they are stored in kg. The live weight on the
        weighing page stays in kg, as the indicator shows it.
      </Text>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={LABELS.unit}
          data={UNIT_OPTIONS}
          value={draft.unit}
          onChange={(event) => setDraft({ ...draft, unit: event.currentTarget.value as WeightUnit })}
        />
        <NumberInput
          label={LABELS.decimals}
          min={0}
          max={MAX_WEIGHT_DECIMALS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={draft.decimals}
          onChange={(value) => setDraft({ ...draft, decimals: typeof value === 'number' ? value : 0 })}
          w={140}
        />
        <Button type="submit" loading={saving.isPending}>
          Save units
        </Button>
      </Group>
      <Text size="sm" mt="sm" aria-live="polite">
        A net of {formatWeight(EXAMPLE_KG, { unit: 'kg', decimals: 2 })} reads {formatWeight(EXAMPLE_KG, draft)}.
      </Text>
    </Paper>
  );
}
