/**
 * The audit trail's rows: when (the site's clock), who, the event, the record, the address and the
 * outcome. A row opens its before and after.
 */
import { Badge, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { AUDIT_OUTCOME_LABELS, type AuditEntry, type AuditOutcome } from '@weighbridge/contract/audit-log';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useAuditTexts } from './audit-texts';
import { auditTrailMessages as text } from './messages';

const OUTCOME_COLOURS: Readonly<Record<AuditOutcome, string>> = { success: 'green', failure: 'orange', denied: 'red' };

/** An outcome the page does not know yet shows as it is recorded, in grey. */
export function OutcomeBadge({ outcome }: { outcome: string }) {
  const label = useAuditTexts().outcome(outcome);
  const known = outcome in AUDIT_OUTCOME_LABELS ? (outcome as AuditOutcome) : null;
  return (
    <Badge variant="light" color={known ? OUTCOME_COLOURS[known] : 'gray'} miw="max-content">
      {label}
    </Badge>
  );
}

export function AuditTable({ entries, onOpen }: { entries: AuditEntry[]; onOpen: (entry: AuditEntry) => void }) {
  const timeZone = useSiteTimeZone();
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  const audit = useAuditTexts();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(text.when)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.user)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.event)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.recordColumn)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.address)}</Table.Th>
            <Table.Th>{intl.formatMessage(text.outcome)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text ta="center" c="dimmed" py="md">
                  {intl.formatMessage(text.noEvents)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {entries.map((entry) => (
            <Table.Tr key={entry.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(entry)}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <UnstyledButton
                  fz="sm"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(entry);
                  }}
                >
                  {formatDateTime(entry.occurredAt, timeZone)}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text fz="sm">{entry.userName ?? entry.username ?? NOT_SET}</Text>
                  {entry.userName && entry.username && (
                    <Text fz="xs" c="dimmed">
                      {entry.username}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{audit.action(entry.action)}</Table.Td>
              <Table.Td>{audit.record(entry, timeZone)}</Table.Td>
              <Table.Td>{entry.clientAddress ?? NOT_SET}</Table.Td>
              <Table.Td>
                <OutcomeBadge outcome={entry.outcome} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
