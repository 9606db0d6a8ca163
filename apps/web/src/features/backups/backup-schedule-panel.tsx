/** The schedule in force (BACKUP_SCHEDULE, BACKUP_RETENTION), the next and the last scheduled backup, and a failure if the last one failed. */
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BackupSchedule } from '@weighbridge/contract/backups';
import { formatDateTime, NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { BACKUP_TEXTS, backupFolderText, retentionText, scheduledFailureText, scheduleText } from './backup-texts';

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
  const timeZone = useSiteTimeZone();
  const off = schedule.nextAt === null;
  const failure = schedule.last?.outcome === 'failure' ? schedule.last : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="md">
        {BACKUP_TEXTS.scheduleTitle}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label={BACKUP_TEXTS.schedule} value={off ? BACKUP_TEXTS.scheduleOff : scheduleText(schedule.schedule, schedule.timeZone)} />
          <Fact label={BACKUP_TEXTS.nextScheduled} value={off ? NOT_SET : formatDateTime(schedule.nextAt, timeZone)} />
          <Fact label={BACKUP_TEXTS.lastScheduled} value={schedule.lastSuccessAt ? formatDateTime(schedule.lastSuccessAt, timeZone) : BACKUP_TEXTS.noScheduledBackup} />
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert" title={BACKUP_TEXTS.scheduledFailed}>
            {scheduledFailureText(formatDateTime(failure.slot, timeZone), formatDateTime(failure.at, timeZone), failure.error ?? '')}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {retentionText(schedule.retention)} {backupFolderText(backupDir)}
        </Text>
      </Stack>
    </Paper>
  );
}
