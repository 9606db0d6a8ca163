/**
 * What remains in a polygon's muckpile, beside its code on the chip: its latest blast's tons broken less the tons
 * weighed out of the polygon since (below zero when more was hauled than the blast was estimated to break).
 */
import { Text, Tooltip } from '@mantine/core';
import type { Muckpile } from '@weighbridge/contract/blasts';
import { useIntl } from 'react-intl';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useTonnageText } from '../../lib/site-weights';
import { useFormat } from '../../lib/use-format';
import { polygonChipMessages as text } from './messages';

export function MuckpileRemaining({ muckpile }: { muckpile: Muckpile }) {
  const intl = useIntl();
  const tons = useTonnageText();
  const timeZone = useSiteTimeZone();
  const { formatDateTime } = useFormat();
  const details = intl.formatMessage(text.muckpileDetails, { fired: formatDateTime(muckpile.fired_at, timeZone), hauled: tons(muckpile.tons_hauled), loads: muckpile.loads });
  return (
    <Tooltip label={details} withArrow>
      <Text span size="xs" c={muckpile.tons_remaining < 0 ? 'red.8' : 'dimmed'} ml={6} style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(text.muckpileLeft, { remaining: tons(muckpile.tons_remaining), broken: tons(muckpile.tons_broken) })}
      </Text>
    </Tooltip>
  );
}
