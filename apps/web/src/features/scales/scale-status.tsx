/** The status column of a scale: its badge and, for an indicator, how its frames arrive. */
import { Stack, Text } from '@mantine/core';
import { CAPTURE_REFUSALS, type Scale } from '@weighbridge/contract/scales';
import { formatLastHeard, formatNumber } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useScaleStatus } from './api/get-scale-status';
import { DeviceStateBadge } from './device-state-badge';
import { counted, scaleState, watchesIndicator } from './device-status';

export function ScaleStatus({ scale }: { scale: Scale }) {
  const timeZone = useSiteTimeZone();
  const status = useScaleStatus(scale.scale_id, watchesIndicator(scale));
  const reading = watchesIndicator(scale) && !status.isError ? status.data : undefined;
  return (
    <Stack gap={2} align="flex-start">
      <DeviceStateBadge state={scaleState(scale, status.data)} failed={watchesIndicator(scale) && status.isError} />
      {reading && (
        <Text size="xs" c="dimmed">
          {formatNumber(Math.round(reading.frames_per_second * 10) / 10)} frames/s · {counted(reading.parse_errors, 'parse error')} ·{' '}
          {counted(reading.reconnects, 'reconnect')}
          <br />
          Last frame {formatLastHeard(reading.last_frame_at, new Date(status.dataUpdatedAt), timeZone)}
          {reading.net && (
            <>
              <br />
              Shows net{reading.tare_kg === null ? ', without its tare' : `, tare ${formatNumber(reading.tare_kg)} kg`}
            </>
          )}
        </Text>
      )}
      {reading?.fault && (
        <Text size="xs" c="var(--app-warning-text)" maw={340}>
          {CAPTURE_REFUSALS[reading.fault]}
          {reading.fault === 'unit' && reading.unit !== null && ` (it shows ${reading.unit})`}
        </Text>
      )}
      {/* What disagrees between the settings and the indicator, for the installer who set them. */}
      {reading?.diagnosis && (
        <Text size="xs" c="var(--app-warning-text)" maw={340} data-testid="scale-diagnosis">
          {reading.diagnosis}
        </Text>
      )}
    </Stack>
  );
}
