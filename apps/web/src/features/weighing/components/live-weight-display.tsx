/**
 * The scale's live weight, large enough to read from the operator's seat, with its state as a coloured
 * badge, the reason a capture would be refused, and Capture. It reads in kg with two decimals whatever unit
 * the site shows its weights in: it is what the operator compares with the indicator, which shows kg.
 */
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../../lib/format';
import { useKnownTexts } from '../../../lib/known-texts';
import { useFormat } from '../../../lib/use-format';
import { badgeMessages, liveMessages as text } from '../messages';
import { captureRefusalText, INDICATOR_BADGES, indicatorBadge, type LiveReading, mayCapture, netNote } from '../logic/scale-indicator';

type LiveWeightDisplayProps = {
  scaleName: string;
  live: LiveReading;
  onCapture: (kg: number) => void;
  /** The user may weigh (scale.weighing.record). */
  mayRecord: boolean;
};

export function LiveWeightDisplay({ scaleName, live, onCapture, mayRecord }: LiveWeightDisplayProps) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const { formatScaleKg } = useFormat();
  const badge = indicatorBadge(live);
  // On an empty deck the badge says why there is nothing to capture; 'below 20 divisions' would only puzzle.
  const refusal = badge === 'empty' ? null : captureRefusalText(live);
  // The gross a capture records; with a net weight whose tare is not sent, what the indicator shows.
  const weightKg = live.reading?.weight_kg ?? (live.reading?.net ? live.reading.displayed_kg : null);
  const net = badge === 'offline' ? null : netNote(live.reading);
  const note =
    net &&
    (net.tareKg === null
      ? intl.formatMessage(text.netWithoutTare, { net: formatScaleKg(net.displayedKg) })
      : intl.formatMessage(text.netWithTare, { net: formatScaleKg(net.displayedKg), tare: formatScaleKg(net.tareKg) }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={intl.formatMessage(text.region, { scale: scaleName })}>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {scaleName}
          </Text>
          {/* Not a live region: ten readings a second would drown a screen reader; the badge speaks instead. */}
          <Text fz={48} fw={700} lh={1.1} ff="monospace" c={badge === 'offline' ? 'dimmed' : undefined} data-testid="live-weight">
            {weightKg === null || badge === 'offline' ? NOT_SET : formatScaleKg(weightKg)}
          </Text>
        </Stack>
        <Group gap="md">
          <Badge
            size="xl"
            h={44}
            px="lg"
            fz="lg"
            radius="sm"
            variant="filled"
            color={INDICATOR_BADGES[badge].colour}
            aria-live="polite"
            data-testid="scale-state"
          >
            {intl.formatMessage(badgeMessages[badge])}
          </Badge>
          <Button size="lg" disabled={!mayRecord || !mayCapture(live)} onClick={() => mayCapture(live) && onCapture(live.reading.weight_kg)}>
            {intl.formatMessage(text.capture)}
          </Button>
        </Group>
      </Group>
      {note && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="net-note">
          {note}
        </Text>
      )}
      <Text size="sm" fw={500} mt="xs" mih="1.5em" role="status" data-testid="capture-refusal">
        {refusal && knownText(refusal)}
      </Text>
      {/* Frames that the scale's settings do not read: what to tell whoever set the scale up. */}
      {live.reading?.diagnosis && (
        <Text size="sm" c="var(--app-warning-text)" data-testid="live-diagnosis">
          {live.reading.diagnosis}
        </Text>
      )}
    </Paper>
  );
}
