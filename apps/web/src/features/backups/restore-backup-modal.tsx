/**
 * Restoring a backup: the rules in a sentence, the word RESTORE typed to confirm, and the server's answer.
 * A backup changed after it was written is refused (422) with what changed; the person restoring may then
 * accept it, and the server records that in the audit trail. A backup of an old format, which carries no
 * authentication code, the page does not restore (the server refuses it): the dialog says so at once.
 */
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type Backup, RESTORE_CONFIRMATION, type RestoreBackupResponse } from '@weighbridge/contract/backups';
import { useState } from 'react';
import { ApiError, errorText } from '../../app/api-client';
import { formatDateTime } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useRestoreBackup } from './api/restore-backup';
import { BACKUP_TEXTS, REASON_LABELS, restoreQuestion, unauthenticatedRestoreText } from './backup-texts';

type RestoreBackupModalProps = {
  backup: Backup;
  onClose: () => void;
  onRestored: (answer: RestoreBackupResponse) => void;
};

export function RestoreBackupModal({ backup, onClose, onRestored }: RestoreBackupModalProps) {
  const timeZone = useSiteTimeZone();
  const restore = useRestoreBackup();
  const [confirmation, setConfirmation] = useState('');
  const [refusal, setRefusal] = useState<{ text: string; altered: boolean } | null>(null);
  const [acceptAltered, setAcceptAltered] = useState(false);
  const confirmed = confirmation.trim() === RESTORE_CONFIRMATION;
  const restorable = backup.hasAuthenticationCode;
  const written = `${formatDateTime(backup.createdAt, timeZone)}${backup.reason ? ` (${REASON_LABELS[backup.reason].toLowerCase()})` : ''}`;

  function submit() {
    if (!confirmed || !restorable) return;
    setRefusal(null);
    restore.mutate(
      { file: backup.file, request: { confirmation: RESTORE_CONFIRMATION, acceptAltered } },
      {
        onSuccess: onRestored,
        onError: (error) =>
          setRefusal({ text: errorText(error, BACKUP_TEXTS.restoreFailed), altered: error instanceof ApiError && error.code === 'UNPROCESSABLE' }),
      },
    );
  }

  const close = () => {
    if (!restore.isPending) onClose();
  };

  return (
    <Modal opened onClose={close} title={BACKUP_TEXTS.restoreTitle} size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text>{restoreQuestion(backup, written)}</Text>
          {!restorable && (
            <Alert color="orange" role="alert">
              {unauthenticatedRestoreText(backup.file)}
            </Alert>
          )}
          <TextInput
            label={BACKUP_TEXTS.confirmationLabel}
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal.text}
            </Alert>
          )}
          {(refusal?.altered || acceptAltered) && (
            <Checkbox label={BACKUP_TEXTS.acceptAltered} checked={acceptAltered} onChange={(event) => setAcceptAltered(event.currentTarget.checked)} />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={restore.isPending}>
              {BACKUP_TEXTS.cancel}
            </Button>
            <Button type="submit" color="red.9" disabled={!confirmed || !restorable || restore.isPending}>
              {restore.isPending ? BACKUP_TEXTS.restoring : BACKUP_TEXTS.restore}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
