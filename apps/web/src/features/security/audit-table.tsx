/**
 * The audit trail's rows: when (the site's clock), who, the event, the record, the address and the
 * outcome. A row opens its before and after.
 */
import { Badge, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  AUDIT_OUTCOME_LABELS,
  type AuditEntry,
  type AuditOutcome,
  auditActionLabel,
  auditRecordIdText,
  auditRecordTypeLabel,
} from '@weighbridge/contract/audit-log';
import { formatDateTime, NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';

const OUTCOME_COLOURS: Readonly<Record<AuditOutcome, string>> = { success: 'green', failure: 'orange', denied: 'red' };

/** An outcome the page does not know yet shows as it is recorded, in grey. */
export function OutcomeBadge({ outcome }: { outcome: string }) {
  const known = outcome in AUDIT_OUTCOME_LABELS ? (outcome as AuditOutcome) : null;
  return (
    <Badge variant="light" color={known ? OUTCOME_COLOURS[known] : 'gray'} miw="max-content">
      {known ? AUDIT_OUTCOME_LABELS[known] : outcome}
    </Badge>
  );
}

/**
 * The record an event names, e.g. 'Vehicle 12' or 'Scheduled backup Nov 28, 2026, 2:00 AM' (at the site's
 * clock); none for an event about no record.
 */
export function recordText(entry: Pick<AuditEntry, 'recordType' | 'recordId'>, timeZone: string): string {
  if (!entry.recordType) return NOT_SET;
  const type = auditRecordTypeLabel(entry.recordType);
  return entry.recordId ? `${type} ${auditRecordIdText(entry.recordType, entry.recordId, timeZone)}` : type;
}

export function AuditTable({ entries, onOpen }: { entries: AuditEntry[]; onOpen: (entry: AuditEntry) => void }) {
  const timeZone = useSiteTimeZone();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Outcome</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text ta="center" c="dimmed" py="md">
                  No events match the filters
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
              <Table.Td>{auditActionLabel(entry.action)}</Table.Td>
              <Table.Td>{recordText(entry, timeZone)}</Table.Td>
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
