/** One event of the audit trail: who, what, when, where, the outcome, and the record's before and after. */
import { Code, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AuditEntry, auditActionLabel, auditDetailParts } from '@weighbridge/contract/audit-log';
import type { ReactNode } from 'react';
import { formatDateTime, NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { OutcomeBadge, recordText } from './audit-table';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** A part of the details as indented JSON, or 'None' when the event recorded none of it. */
function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <Stack gap={4} miw={0}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {value === null ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Stack>
  );
}

export function AuditEntryModal({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const timeZone = useSiteTimeZone();
  const { before, after, other } = auditDetailParts(entry.details);
  return (
    <Modal opened onClose={onClose} title={auditActionLabel(entry.action)} size="xl" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label="When">{formatDateTime(entry.occurredAt, timeZone)}</Field>
          <Field label="User">{entry.userName ? `${entry.userName} (${entry.username ?? NOT_SET})` : (entry.username ?? NOT_SET)}</Field>
          <Field label="Address">{entry.clientAddress ?? NOT_SET}</Field>
          <Field label="Event">
            <Group gap={6}>
              {auditActionLabel(entry.action)}
              <Code>{entry.action}</Code>
            </Group>
          </Field>
          <Field label="Record">{recordText(entry, timeZone)}</Field>
          <Field label="Outcome">
            <OutcomeBadge outcome={entry.outcome} />
          </Field>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <JsonBlock title="Before" value={before} />
          <JsonBlock title="After" value={after} />
        </SimpleGrid>
        {other && <JsonBlock title="Details" value={other} />}
      </Stack>
    </Modal>
  );
}
