/**
 * "Calendar days" / "Production days": the day basis of the page's date filter, beside it on the dashboard,
 * the reports and the documents list. Shown only while the site's production day does not start at 00:00
 * (else both are the same days); the choice is this browser's and applies to every page (useDayBasis).
 */
import { Group, SegmentedControl, Text } from '@mantine/core';
import type { DayBasis } from '@weighbridge/contract/day-basis';
import { useIntl } from 'react-intl';
import { useDayBasis } from './day-basis';
import { dayBasisMessages as text } from './messages';

export function DayBasisControl() {
  const intl = useIntl();
  const { chosen, choose, choosable, dayStart } = useDayBasis();
  if (!choosable) return null;
  return (
    <Group gap="sm" justify="flex-end">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(text.productionFrom, { time: dayStart })}
      </Text>
      <SegmentedControl
        aria-label={intl.formatMessage(text.label)}
        value={chosen}
        onChange={(value) => choose(value as DayBasis)}
        data={[
          { value: 'calendar', label: intl.formatMessage(text.calendar) },
          { value: 'production', label: intl.formatMessage(text.production) },
        ]}
      />
    </Group>
  );
}
