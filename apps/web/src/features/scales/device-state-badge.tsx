/** The badge of the status column: Online, Offline, Manual or Disabled, or why the state is not known. */
import { Badge, Loader, Text } from '@mantine/core';
import { DEVICE_STATE_COLOURS, DEVICE_STATE_LABELS, type DeviceState } from './device-status';

type DeviceStateBadgeProps = {
  /** Undefined while the status is asked for, or when it could not be had. */
  state: DeviceState | undefined;
  failed: boolean;
};

export function DeviceStateBadge({ state, failed }: DeviceStateBadgeProps) {
  // A status that could not be fetched says so: the last one known may be out of date.
  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        Status unavailable
      </Text>
    );
  }
  if (!state) return <Loader size="xs" aria-label="Loading status" />;
  return (
    <Badge variant="light" color={DEVICE_STATE_COLOURS[state]} miw="max-content">
      {DEVICE_STATE_LABELS[state]}
    </Badge>
  );
}
