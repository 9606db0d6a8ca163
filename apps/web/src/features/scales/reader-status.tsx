/** The status column of a reader: its badge, when it was last heard from, its last card and how many it read. */
import { Stack, Text } from '@mantine/core';
import type { Reader } from '@weighbridge/contract/scales';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useReaderStatus } from './api/get-reader-status';
import { DeviceStateBadge } from './device-state-badge';
import { readerState } from './device-status';
import { useLastHeard } from './last-heard';
import { deviceStatusMessages as text } from './messages';

export function ReaderStatus({ reader }: { reader: Reader }) {
  const intl = useIntl();
  const lastHeard = useLastHeard();
  const status = useReaderStatus(reader.reader_id, reader.enabled);
  const known = reader.enabled && !status.isError ? status.data : undefined;
  return (
    <Stack gap={2} align="flex-start">
      <DeviceStateBadge state={readerState(reader.enabled, status.data)} failed={reader.enabled && status.isError} />
      {known && (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(text.lastSeen, { time: lastHeard(known.last_seen_at, new Date(status.dataUpdatedAt)), reads: known.reads })}
          <br />
          {intl.formatMessage(text.lastCard, { card: known.last_card_number ?? NOT_SET })}
        </Text>
      )}
    </Stack>
  );
}
