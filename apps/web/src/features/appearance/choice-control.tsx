/** One appearance choice as a row of options: its values, and for a user's own choice the site's default first. */
import { Input, SegmentedControl } from '@mantine/core';
import { APPEARANCE_CHOICES, APPEARANCE_VALUE_LABELS, type AppearanceField } from '@weighbridge/contract/preferences';
import { type IntlShape, useIntl } from 'react-intl';
import { fieldMessages, siteDefaultOf, valueMessageOf } from './messages';

/** The option that stands for "the site's default" (a null choice). */
const SITE_DEFAULT = 'site-default';

/** A value in the page's language; a language is named in itself. */
function valueLabel(intl: IntlShape, field: AppearanceField, value: string): string {
  const message = valueMessageOf(field, value);
  if (message) return intl.formatMessage(message);
  return (APPEARANCE_VALUE_LABELS[field] as Record<string, string>)[value] ?? value;
}

type ChoiceControlProps = {
  field: AppearanceField;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The site's default for this choice: given, the control offers it first (a user's own choice). */
  siteDefault?: string;
};

export function ChoiceControl({ field, value, onChange, siteDefault }: ChoiceControlProps) {
  const intl = useIntl();
  const label = intl.formatMessage(fieldMessages[field]);
  const options = APPEARANCE_CHOICES[field].map((choice) => ({ value: choice, label: valueLabel(intl, field, choice) }));
  const data =
    siteDefault === undefined
      ? options
      : [{ value: SITE_DEFAULT, label: intl.formatMessage(siteDefaultOf, { value: valueLabel(intl, field, siteDefault) }) }, ...options];
  return (
    <Input.Wrapper label={label} labelElement="div">
      <div>
        <SegmentedControl aria-label={label} data={data} value={value ?? SITE_DEFAULT} onChange={(chosen) => onChange(chosen === SITE_DEFAULT ? null : chosen)} />
      </div>
    </Input.Wrapper>
  );
}
