/** The status column of a scale: its badge and, for an indicator, how its frames arrive. */
import { Stack, Text } from '@mantine/core';
import { CAPTURE_REFUSALS, type Scale } from '@weighbridge/contract/scales';
import { useIntl } from 'react-intl';
import { useKnownTexts } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { useScaleStatus } from './api/get-scale-status';
import { DeviceStateBadge } from './device-state-badge';
import { scaleState, watchesIndicator } from './device-status';
import { useLastHeard } from './last-heard';
import { deviceStatusMessages as text } from './messages';

export function ScaleStatus({ scale }: { scale: Scale }) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const { formatNumber } = useFormat();
  const lastHeard = useLastHeard();
  const status = useScaleStatus(scale.scale_id, watchesIndicator(scale));
  const reading = watchesIndicator(scale) && !status.isError ? status.data : undefined;
  const fault = reading?.fault ? knownText(CAPTURE_REFUSALS[reading.fault]) : undefined;
  return (
    <Stack gap={2} align="flex-start">
      <DeviceStateBadge state={scaleState(scale, status.data)} failed={watchesIndicator(scale) && status.isError} />
      {reading && (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(text.frames, {
            perSecond: formatNumber(Math.round(reading.frames_per_second * 10) / 10),
            parseErrors: reading.parse_errors,
            reconnects: reading.reconnects,
          })}
          <br />
          {intl.formatMessage(text.lastFrame, { time: lastHeard(reading.last_frame_at, new Date(status.dataUpdatedAt)) })}
          {reading.net && (
            <>
              <br />
              {reading.tare_kg === null
                ? intl.formatMessage(text.netWithoutTare)
                : intl.formatMessage(text.netWithTare, { tare: formatNumber(reading.tare_kg) })}
            </>
          )}
        </Text>
      )}
      {fault && (
        <Text size="xs" c="var(--app-warning-text)" maw={340}>
          {reading?.fault === 'unit' && reading.unit !== null ? intl.formatMessage(text.faultWithUnit, { fault, unit: reading.unit }) : fault}
        </Text>
      )}
      {/* What disagrees between the settings and the indicator, for the installer who set them. */}
      {reading?.diagnosis && (
        <Text size="xs" c="var(--app-warning-text)" maw={340} data-testid="scale-diagnosis">
          {knownText(reading.diagnosis)}
        </Text>
      )}
    </Stack>
  );
}
