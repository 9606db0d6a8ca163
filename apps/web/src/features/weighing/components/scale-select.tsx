/** Which scale this screen weighs on, among the enabled ones; a site with one scale is not asked. */
import { Select } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { Scale } from '@weighbridge/contract/scales';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../../lib/known-texts';
import { scaleSelectMessages } from '../messages';

type ScaleSelectProps = {
  scales: readonly Scale[];
  scaleId: number | null;
  onChange: (scaleId: number) => void;
};

export function ScaleSelect({ scales, scaleId, onChange }: ScaleSelectProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  if (scales.length < 2) return null;
  return (
    <Select<number>
      label={knownText(TICKET_FIELDS.scale)}
      description={intl.formatMessage(scaleSelectMessages.remembered)}
      data={scales.map((scale) => ({ value: scale.scale_id, label: scale.location ? `${scale.name} — ${scale.location}` : scale.name }))}
      value={scaleId}
      onChange={(chosen) => {
        if (chosen !== null) onChange(chosen);
      }}
      allowDeselect={false}
      maw={360}
    />
  );
}
