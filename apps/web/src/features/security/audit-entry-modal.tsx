/** One event of the audit trail: who, what, when, where, the outcome, and the record's before and after. */
import { Code, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AuditEntry, auditDetailParts } from '@weighbridge/contract/audit-log';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { OutcomeBadge } from './audit-table';
import { useAuditTexts } from './audit-texts';
import { auditTrailMessages as text, pageMessages } from './messages';

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
  const intl = useIntl();
  return (
    <Stack gap={4} miw={0}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {value === null ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.none)}
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
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  const audit = useAuditTexts();
  const { before, after, other } = auditDetailParts(entry.details);
  const user = entry.userName
    ? intl.formatMessage(text.userWithName, { name: entry.userName, username: entry.username ?? NOT_SET })
    : (entry.username ?? NOT_SET);
  return (
    <Modal opened onClose={onClose} title={audit.action(entry.action)} size="xl" closeButtonProps={{ 'aria-label': intl.formatMessage(pageMessages.closeDialog) }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label={intl.formatMessage(text.when)}>{formatDateTime(entry.occurredAt, timeZone)}</Field>
          <Field label={intl.formatMessage(text.user)}>{user}</Field>
          <Field label={intl.formatMessage(text.address)}>{entry.clientAddress ?? NOT_SET}</Field>
          <Field label={intl.formatMessage(text.event)}>
            <Group gap={6}>
              {audit.action(entry.action)}
              <Code>{entry.action}</Code>
            </Group>
          </Field>
          <Field label={intl.formatMessage(text.recordColumn)}>{audit.record(entry, timeZone)}</Field>
          <Field label={intl.formatMessage(text.outcome)}>
            <OutcomeBadge outcome={entry.outcome} />
          </Field>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <JsonBlock title={intl.formatMessage(text.before)} value={before} />
          <JsonBlock title={intl.formatMessage(text.after)} value={after} />
        </SimpleGrid>
        {other && <JsonBlock title={intl.formatMessage(text.details)} value={other} />}
      </Stack>
    </Modal>
  );
}
