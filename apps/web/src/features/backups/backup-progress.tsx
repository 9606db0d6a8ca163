/** The backup being written on the server, whoever started it: how many tables and rows are written. */
import { Paper, Progress, Text } from '@mantine/core';
import type { BackupJob } from '@weighbridge/contract/backups';
import { useIntl } from 'react-intl';
import { useBackupTexts } from './backup-texts';
import { backupMessages } from './messages';

export function BackupProgress({ job }: { job: BackupJob }) {
  const intl = useIntl();
  const texts = useBackupTexts();
  const fraction = job.rowsTotal > 0 ? job.rowsDone / job.rowsTotal : job.tablesTotal > 0 ? job.tablesDone / job.tablesTotal : 0;
  const percent = Math.round(100 * fraction);
  return (
    <Paper withBorder p="md" radius="md" role="status">
      <Text mb="xs">{texts.progress(job)}</Text>
      <Progress value={percent} animated striped aria-label={intl.formatMessage(backupMessages.progress)} />
    </Paper>
  );
}
