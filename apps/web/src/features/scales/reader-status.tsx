/** The status column of a reader: its badge, when it was last heard from, its last card and how many it read. */
import { Stack, Text } from '@mantine/core';
import type { Reader } from '@weighbridge/contract/scales';
import { formatLastHeard, NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useReaderStatus } from './api/get-reader-status';
import { DeviceStateBadge } from './device-state-badge';
import { counted, readerState } from './device-status';

export function ReaderStatus({ reader }: { reader: Reader }) {
  const timeZone = useSiteTimeZone();
  const status = useReaderStatus(reader.reader_id, reader.enabled);
  const known = reader.enabled && !status.isError ? status.data : undefined;
  return (
    <Stack gap={2} align="flex-start">
      <DeviceStateBadge state={readerState(reader.enabled, status.data)} failed={reader.enabled && status.isError} />
      {known && (
        <Text size="xs" c="dimmed">
          Last seen {formatLastHeard(known.last_seen_at, new Date(status.dataUpdatedAt), timeZone)} · {counted(known.reads, 'read')}
          <br />
          Last card {known.last_card_number ?? NOT_SET}
        </Text>
      )}
    </Stack>
  );
}
