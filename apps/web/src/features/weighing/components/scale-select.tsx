/** Which scale this screen weighs on, among the enabled ones; a site with one scale is not asked. */
import { Select } from '@mantine/core';
import { TICKET_FIELDS } from '@weighbridge/contract/field-labels';
import type { Scale } from '@weighbridge/contract/scales';

type ScaleSelectProps = {
  scales: readonly Scale[];
  scaleId: number | null;
  onChange: (scaleId: number) => void;
};

export function ScaleSelect({ scales, scaleId, onChange }: ScaleSelectProps) {
  if (scales.length < 2) return null;
  return (
    <Select<number>
      label={TICKET_FIELDS.scale}
      description="Remembered on this computer"
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
