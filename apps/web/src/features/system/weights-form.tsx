/**
 * The units weights are shown in: kg or t, and the decimal places. Tickets, documents, exports, the dashboard
 * and reports follow them; weights stay stored in kg, and the weighing page's live weight reads as the
 * indicator does, in kg.
 */
import { Button, Group, NativeSelect, NumberInput, Paper, Text, Title } from '@mantine/core';
import { MAX_WEIGHT_DECIMALS, WEIGHT_UNITS, type WeightDisplay, type WeightUnit } from '@weighbridge/contract/formats';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { useSaveWeights } from './api/weights';
import { siteFieldMessages, siteSavedMessages, weightMessages as text } from './messages';

/** The weight the example shows, in kg. */
const EXAMPLE_KG = 27_350.5;

export function WeightsForm({ display }: { display: WeightDisplay }) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const { formatWeight } = useFormat();
  const [draft, setDraft] = useState(display);
  const saving = useSaveWeights();
  const unitOptions = WEIGHT_UNITS.map((unit) => ({ value: unit, label: intl.formatMessage(text[unit]) }));

  async function save() {
    try {
      await saving.mutateAsync(draft);
      showToast('success', intl.formatMessage(siteSavedMessages.weightsSaved));
    } catch (error) {
      showToast('error', knownText(errorText(error, intl.formatMessage(text.saveFailed))));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="form" aria-label={intl.formatMessage(text.title)} onSubmit={(event) => (event.preventDefault(), void save())}>
      <Title order={3} size="h4" mb="xs">
        {intl.formatMessage(text.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intl.formatMessage(text.text)}
      </Text>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={intl.formatMessage(siteFieldMessages.unit)}
          data={unitOptions}
          value={draft.unit}
          onChange={(event) => setDraft({ ...draft, unit: event.currentTarget.value as WeightUnit })}
        />
        <NumberInput
          label={intl.formatMessage(siteFieldMessages.decimals)}
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
          {intl.formatMessage(text.save)}
        </Button>
      </Group>
      <Text size="sm" mt="sm" aria-live="polite">
        {intl.formatMessage(text.example, { example: formatWeight(EXAMPLE_KG, { unit: 'kg', decimals: 2 }), shown: formatWeight(EXAMPLE_KG, draft) })}
      </Text>
    </Paper>
  );
}
