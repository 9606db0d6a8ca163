/**
 * The plant's stops within the shift as the Stop Counter recorded them, read only: downtime is recorded there
 * once, not typed again here. The link leads to the Stop Counter to record or classify a stop.
 */
import { Anchor, Group, List, Text } from '@mantine/core';
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import type { ShiftLog } from '@weighbridge/contract/shift-logs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePermissions } from '../../app/permissions/permission-context';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useNow } from '../../lib/use-now';
import { usePlantStops } from './api/get-plant-stops';
import { shiftLogFormMessages as text } from './messages';
import { downtimeMinutes } from './shift-log-draft';

const NOW_REFRESH_MS = 60_000;

export function ShiftLogDowntime({ log }: { log: ShiftLog }) {
  const intl = useIntl();
  const formats = useFormat();
  const timeZone = useSiteTimeZone();
  const now = useNow(NOW_REFRESH_MS);
  // The stops are the Stop Counter's: read by those who may open it, the others are pointed to it.
  const mayReadStops = usePermissions().hasPermission('production.stop-counter.view');
  const stops = usePlantStops({ plantId: log.plant_id, from: log.shift_start, to: log.shift_end }, mayReadStops);
  const shift = { start: log.shift_start, end: log.shift_end };
  const hoursAndMinutes = (minutes: number) => intl.formatMessage(text.downtimeLength, { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
  return (
    <section aria-label={intl.formatMessage(text.downtimeSection)}>
      <Group justify="space-between" mb={4}>
        <Text fw={600}>{intl.formatMessage(text.downtimeSection)}</Text>
        <Anchor component={Link} to={PAGE_PATHS.productionStopCounter} size="sm">
          {intl.formatMessage(text.toStopCounter)}
        </Anchor>
      </Group>
      {!mayReadStops && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.downtimeNotShown)}
        </Text>
      )}
      {stops.data && stops.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.noDowntime)}
        </Text>
      )}
      {stops.data && stops.data.length > 0 && (
        <>
          <List size="sm" spacing={2}>
            {stops.data.map((stop) => (
              <List.Item key={stop.stop_id}>
                {intl.formatMessage(text.downtimeLine, {
                  from: formats.formatDateTime(stop.started_at, timeZone),
                  to: stop.ended_at ? formats.formatDateTime(stop.ended_at, timeZone) : '…',
                  reason: stop.reason_name ?? intl.formatMessage(text.unclassified),
                  length: hoursAndMinutes(downtimeMinutes([stop], shift, now)),
                })}
              </List.Item>
            ))}
          </List>
          <Text size="sm" fw={600} mt={4}>
            {intl.formatMessage(text.totalDowntime, { length: hoursAndMinutes(downtimeMinutes(stops.data, shift, now)) })}
          </Text>
        </>
      )}
    </section>
  );
}
