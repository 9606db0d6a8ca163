/**
 * One day of the site's calendar, typed or picked: the days offered are the site's years, which the server
 * takes. The value is 'YYYY-MM-DD', or '' while the input is cleared.
 */
import { type MantineSize, TextInput } from '@mantine/core';
import { siteDateBounds } from '@weighbridge/contract/fields';

const SITE_DATES = siteDateBounds();

type SiteDayInputProps = {
  label: string;
  value: string;
  onChange: (day: string) => void;
  /** A form made for a tablet's touch takes larger inputs. */
  size?: MantineSize;
  error?: string | undefined;
  required?: boolean;
};

export function SiteDayInput({ label, value, onChange, size, error, required }: SiteDayInputProps) {
  return <TextInput type="date" size={size} error={error} required={required} label={label} min={SITE_DATES.min} max={SITE_DATES.max} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}
