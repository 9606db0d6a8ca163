/**
 * The colours of the shift timeline and their legend: one per category of the time usage model, one for a stop
 * not yet classified, and the hatched box of a gap nobody has accounted for.
 */
import { Group, Text } from '@mantine/core';
import { STOP_CATEGORIES, type StopCategory } from '@weighbridge/contract/stops';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { categoryMessages, dayMessages, timelineMessages as text } from './messages';

/** Down time reads red and violet, waiting yellow and cyan, delays blue: a glance tells repairs from waiting. */
const CATEGORY_COLOURS: Readonly<Record<StopCategory, string>> = {
  unscheduled_maintenance: 'red',
  scheduled_maintenance: 'violet',
  standby: 'yellow',
  external: 'cyan',
  operating_delay: 'blue',
};

/** The fill of a stop's box by its category; a stop without one is grey. */
export function stopFill(category: StopCategory | null): CSSProperties {
  const colour = category ? CATEGORY_COLOURS[category] : 'gray';
  return { background: `var(--mantine-color-${colour}-6)`, border: `1px solid var(--mantine-color-${colour}-8)` };
}

/** A gap is hatched and outlined, so that it reads as time nobody has accounted for, not as a stop. */
export const GAP_FILL: CSSProperties = {
  background: 'repeating-linear-gradient(135deg, var(--mantine-color-orange-1) 0 5px, var(--mantine-color-orange-3) 5px 10px)',
  border: '2px dashed var(--mantine-color-orange-8)',
};

function Swatch({ fill, label }: { fill: CSSProperties; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" role="listitem">
      <span aria-hidden style={{ ...fill, display: 'inline-block', width: 18, height: 12, borderRadius: 2 }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

export function TimelineLegend({ withGaps }: { withGaps: boolean }) {
  const intl = useIntl();
  return (
    <Group gap="md" role="list" aria-label={intl.formatMessage(text.legend)}>
      {STOP_CATEGORIES.map((category) => (
        <Swatch key={category} fill={stopFill(category)} label={intl.formatMessage(categoryMessages[category])} />
      ))}
      <Swatch fill={stopFill(null)} label={intl.formatMessage(dayMessages.notClassified)} />
      {withGaps && <Swatch fill={GAP_FILL} label={intl.formatMessage(text.notAccounted)} />}
    </Group>
  );
}
