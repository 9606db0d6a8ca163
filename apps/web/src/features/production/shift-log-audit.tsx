/** Who signed a log and when, and each amendment since: who, when and why, the latest first. */
import { List, Text } from '@mantine/core';
import type { ShiftLog } from '@weighbridge/contract/shift-logs';
import { useIntl } from 'react-intl';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useShiftLogAmendments } from './api/get-shift-log-amendments';
import { shiftLogFormMessages as text } from './messages';

export function ShiftLogAudit({ log }: { log: ShiftLog }) {
  const intl = useIntl();
  const formats = useFormat();
  const timeZone = useSiteTimeZone();
  const amendments = useShiftLogAmendments(log.log_id).data ?? [];
  return (
    <section aria-label={intl.formatMessage(text.audit)}>
      <Text fw={600} mb={4}>
        {intl.formatMessage(text.audit)}
      </Text>
      <List size="sm" spacing={2}>
        {amendments.map((amendment) => (
          <List.Item key={amendment.amended_at}>
            {intl.formatMessage(text.amendedBy, { user: amendment.amended_by ?? '—', at: formats.formatDateTime(amendment.amended_at, timeZone), reason: amendment.reason })}
          </List.Item>
        ))}
        <List.Item>{intl.formatMessage(text.signedBy, { user: log.signed_by ?? '—', at: formats.formatDateTime(log.signed_at, timeZone) })}</List.Item>
      </List>
    </section>
  );
}
