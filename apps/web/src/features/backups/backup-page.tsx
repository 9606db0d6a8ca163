/**
 * /settings/backup: the backups in the server's backup folder with Download, Verify and Restore, 'Back Up
 * Now' with its progress, and the schedule in force with the last scheduled backup and any failure.
 */
import { Alert, Button, List, Paper, Stack } from '@mantine/core';
import { IconDatabaseExport, IconRefresh } from '@tabler/icons-react';
import type { Backup, BackupVerification } from '@weighbridge/contract/backups';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDownloadBackup } from './api/download-backup';
import { useBackups } from './api/get-backups';
import { useStartBackup } from './api/start-backup';
import { useVerifyBackup } from './api/verify-backup';
import { BackupProgress } from './backup-progress';
import { BackupSchedulePanel } from './backup-schedule-panel';
import { useBackupTexts } from './backup-texts';
import { BackupsTable } from './backups-table';
import { backupMessages as text } from './messages';
import { RestoreBackupModal } from './restore-backup-modal';

type Outcome = { ok: boolean; text: string; details?: readonly string[] };

export function BackupPage() {
  const intl = useIntl();
  const texts = useBackupTexts();
  const knownText = useKnownTexts();
  /** The server's refusal in the page's language when it is a known text, else the page's own words. */
  const failure = (error: unknown, fallback: MessageDescriptor) => knownText(errorText(error, intl.formatMessage(fallback)));
  const backups = useBackups();
  const startBackup = useStartBackup();
  const verify = useVerifyBackup();
  const download = useDownloadBackup();
  const permissions = usePermissions();
  const mayBackUp = permissions.hasPermission('settings.database.backup');
  const mayRestore = permissions.hasPermission('settings.database.restore');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [startedJob, setStartedJob] = useState<string | null>(null);
  const [verifications, setVerifications] = useState<Record<string, BackupVerification>>({});
  const [restoring, setRestoring] = useState<Backup | null>(null);

  useLoadFailure(backups.isError, () => showToast('error', failure(backups.error, text.loadFailed)));

  const job = backups.data?.job ?? null;
  const running = job?.state === 'running';
  // What the page says: the last action's outcome, else how the backup this page started has ended.
  const finished = job && job.id === startedJob && job.state !== 'running' ? job : null;
  const shown: Outcome | null =
    outcome ?? (finished && (finished.state === 'done' ? { ok: true, text: texts.written(finished.file ?? '') } : { ok: false, text: texts.failed(finished.error ?? '') }));

  /** Says the outcome of an action, in place of whatever was said before. */
  function say(next: Outcome | null) {
    setOutcome(next);
    setStartedJob(null);
  }

  function backUpNow() {
    say(null);
    startBackup.mutate(undefined, {
      onSuccess: (started) => setStartedJob(started.id),
      onError: (error) => say({ ok: false, text: failure(error, text.startFailed) }),
    });
  }

  function verifyBackup(backup: Backup) {
    say(null);
    verify.mutate(backup.file, {
      onSuccess: (verification) => {
        setVerifications((known) => ({ ...known, [backup.file]: verification }));
        say({ ok: verification.verified, text: texts.verification(verification), details: verification.problems });
      },
      onError: (error) => say({ ok: false, text: failure(error, text.verifyFailed) }),
    });
  }

  function downloadBackup(backup: Backup) {
    download.mutate(backup.file, { onError: (error) => showToast('error', failure(error, text.downloadFailed)) });
  }

  const busyFile = verify.isPending ? (verify.variables ?? null) : download.isPending ? (download.variables ?? null) : null;

  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)}>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void backups.refetch()} loading={backups.isFetching && !running}>
          {intl.formatMessage(text.refresh)}
        </Button>
        {mayBackUp && (
          <Button leftSection={<IconDatabaseExport size={16} aria-hidden />} onClick={backUpNow} disabled={running || startBackup.isPending}>
            {intl.formatMessage(running || startBackup.isPending ? text.backingUp : text.backUpNow)}
          </Button>
        )}
      </PageToolbar>
      {backups.isPending && <LoadingNotice />}
      {backups.data && (
        <Stack gap="lg">
          {running && <BackupProgress job={job} />}
          {shown && (
            <Alert color={shown.ok ? 'green' : 'red'} role={shown.ok ? 'status' : 'alert'} withCloseButton closeButtonLabel={intl.formatMessage(text.closeMessage)} onClose={() => say(null)}>
              {shown.text}
              {shown.details && shown.details.length > 0 && (
                <List size="sm" mt="xs">
                  {shown.details.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Paper withBorder radius="md">
            <BackupsTable
              backups={backups.data.data}
              verifications={verifications}
              actions={{
                onDownload: mayBackUp ? downloadBackup : undefined,
                onVerify: verifyBackup,
                onRestore: mayRestore ? setRestoring : undefined,
                busyFile,
              }}
            />
          </Paper>
          <BackupSchedulePanel schedule={backups.data.schedule} backupDir={backups.data.backupDir} />
        </Stack>
      )}
      {restoring && (
        <RestoreBackupModal
          backup={restoring}
          onClose={() => setRestoring(null)}
          onRestored={(answer) => {
            say({ ok: true, text: texts.restored(restoring.file, answer.totalRowsRestored) });
            setRestoring(null);
          }}
        />
      )}
    </>
  );
}
