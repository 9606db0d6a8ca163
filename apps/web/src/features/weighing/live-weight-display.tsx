/**
 * The scale's live weight, large enough to read from the operator's seat, with its state as a coloured
 * badge, the reason a capture would be refused, and Capture.
 */
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatScaleKg, NOT_SET } from '../../lib/format';
import { captureRefusalText, INDICATOR_BADGES, indicatorBadge, type LiveReading, mayCapture } from './scale-indicator';

type LiveWeightDisplayProps = {
  scaleName: string;
  live: LiveReading;
  onCapture: (kg: number) => void;
  /** The user may weigh (scale.weighing.record). */
  mayRecord: boolean;
};

export function LiveWeightDisplay({ scaleName, live, onCapture, mayRecord }: LiveWeightDisplayProps) {
  const badge = indicatorBadge(live);
  const refusal = captureRefusalText(live);
  const weightKg = live.reading?.weight_kg ?? null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Live weight of ${scaleName}`}>
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
            {INDICATOR_BADGES[badge].label}
          </Badge>
          <Button size="lg" disabled={!mayRecord || !mayCapture(live)} onClick={() => mayCapture(live) && onCapture(live.reading.weight_kg)}>
            Capture
          </Button>
        </Group>
      </Group>
      <Text size="sm" fw={500} mt="xs" mih="1.5em" role="status" data-testid="capture-refusal">
        {refusal}
      </Text>
    </Paper>
  );
}
