/** One appearance choice as a row of options: its values, and for a user's own choice the site's default first. */
import { Input, SegmentedControl } from '@mantine/core';
import { APPEARANCE_CHOICES, APPEARANCE_FIELDS, APPEARANCE_TEXTS, APPEARANCE_VALUE_LABELS, type AppearanceField } from '@weighbridge/contract/preferences';

/** The option that stands for "the site's default" (a null choice). */
const SITE_DEFAULT = 'site-default';

const valueLabel = (field: AppearanceField, value: string) => (APPEARANCE_VALUE_LABELS[field] as Record<string, string>)[value] ?? value;

type ChoiceControlProps = {
  field: AppearanceField;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The site's default for this choice: given, the control offers it first (a user's own choice). */
  siteDefault?: string;
};

export function ChoiceControl({ field, value, onChange, siteDefault }: ChoiceControlProps) {
  const options = APPEARANCE_CHOICES[field].map((choice) => ({ value: choice, label: valueLabel(field, choice) }));
  const data = siteDefault === undefined ? options : [{ value: SITE_DEFAULT, label: APPEARANCE_TEXTS.siteDefaultOf(valueLabel(field, siteDefault)) }, ...options];
  return (
    <Input.Wrapper label={APPEARANCE_FIELDS[field]} labelElement="div">
      <div>
        <SegmentedControl
          aria-label={APPEARANCE_FIELDS[field]}
          data={data}
          value={value ?? SITE_DEFAULT}
          onChange={(chosen) => onChange(chosen === SITE_DEFAULT ? null : chosen)}
        />
      </div>
    </Input.Wrapper>
  );
}
