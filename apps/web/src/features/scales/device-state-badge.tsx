/** The badge of the status column: Online, Offline, Manual or Disabled, or why the state is not known. */
import { Badge, Loader, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { DEVICE_STATE_COLOURS, type DeviceState } from './device-status';
import { deviceStateMessages, deviceStatusMessages as text } from './messages';

type DeviceStateBadgeProps = {
  /** Undefined while the status is asked for, or when it could not be had. */
  state: DeviceState | undefined;
  failed: boolean;
};

export function DeviceStateBadge({ state, failed }: DeviceStateBadgeProps) {
  const intl = useIntl();
  // A status that could not be fetched says so: the last one known may be out of date.
  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(text.unavailable)}
      </Text>
    );
  }
  if (!state) return <Loader size="xs" aria-label={intl.formatMessage(text.loading)} />;
  return (
    <Badge variant="light" color={DEVICE_STATE_COLOURS[state]} miw="max-content">
      {intl.formatMessage(deviceStateMessages[state])}
    </Badge>
  );
}
