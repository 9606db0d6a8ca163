/** The schedule in force (BACKUP_SCHEDULE, BACKUP_RETENTION), the next and the last scheduled backup, and a failure if the last one failed. */
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BackupSchedule } from '@weighbridge/contract/backups';
import { useIntl } from 'react-intl';
import { NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useBackupTexts } from './backup-texts';
import { scheduleMessages as text } from './messages';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

export function BackupSchedulePanel({ schedule, backupDir }: { schedule: BackupSchedule; backupDir: string }) {
  const intl = useIntl();
  const texts = useBackupTexts();
  const { formatDateTime } = useFormat();
  const timeZone = useSiteTimeZone();
  const off = schedule.nextAt === null;
  const failure = schedule.last?.outcome === 'failure' ? schedule.last : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="md">
        {intl.formatMessage(text.title)}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label={intl.formatMessage(text.schedule)} value={off ? intl.formatMessage(text.off) : texts.schedule(schedule.schedule, schedule.timeZone)} />
          <Fact label={intl.formatMessage(text.next)} value={off ? NOT_SET : formatDateTime(schedule.nextAt, timeZone)} />
          <Fact
            label={intl.formatMessage(text.last)}
            value={schedule.lastSuccessAt ? formatDateTime(schedule.lastSuccessAt, timeZone) : intl.formatMessage(text.none)}
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert" title={intl.formatMessage(text.lastFailed)}>
            {texts.scheduledFailure(formatDateTime(failure.slot, timeZone), formatDateTime(failure.at, timeZone), failure.error ?? '')}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {texts.keeping(schedule.retention, backupDir)}
        </Text>
      </Stack>
    </Paper>
  );
}
