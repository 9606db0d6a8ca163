/**
 * Restoring a backup: the rules in a sentence, the word RESTORE typed to confirm, and the server's answer.
 * A backup changed after it was written is refused (422) with what changed; the person restoring may then
 * accept it, and the server records that in the audit trail. A backup of an old format, which carries no
 * authentication code, the page does not restore (the server refuses it): the dialog says so at once.
 */
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type Backup, RESTORE_CONFIRMATION, type RestoreBackupResponse } from '@weighbridge/contract/backups';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, errorText } from '../../app/api-client';
import { useFieldTexts } from '../../lib/field-texts';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useRestoreBackup } from './api/restore-backup';
import { useBackupTexts } from './backup-texts';
import { backupMessages, restoreMessages as text } from './messages';
import { DIALOG_TITLE_STYLES } from '../../components/form-modal';

type RestoreBackupModalProps = {
  backup: Backup;
  onClose: () => void;
  onRestored: (answer: RestoreBackupResponse) => void;
};

export function RestoreBackupModal({ backup, onClose, onRestored }: RestoreBackupModalProps) {
  const intl = useIntl();
  const texts = useBackupTexts();
  // A refusal about a field ('Confirmation must be the word RESTORE') reads in the page's language too.
  const refusalText = useFieldTexts('backups').say;
  const { formatDateTime } = useFormat();
  const timeZone = useSiteTimeZone();
  const restore = useRestoreBackup();
  const [confirmation, setConfirmation] = useState('');
  const [refusal, setRefusal] = useState<{ text: string; altered: boolean } | null>(null);
  const [acceptAltered, setAcceptAltered] = useState(false);
  const confirmed = confirmation.trim() === RESTORE_CONFIRMATION;
  const restorable = backup.hasAuthenticationCode;
  const written = texts.writtenAt(formatDateTime(backup.createdAt, timeZone), backup.reason);

  function submit() {
    if (!confirmed || !restorable) return;
    setRefusal(null);
    restore.mutate(
      { file: backup.file, request: { confirmation: RESTORE_CONFIRMATION, acceptAltered } },
      {
        onSuccess: onRestored,
        onError: (error) =>
          setRefusal({ text: refusalText(errorText(error, intl.formatMessage(backupMessages.restoreFailed))), altered: error instanceof ApiError && error.code === 'UNPROCESSABLE' }),
      },
    );
  }

  const close = () => {
    if (!restore.isPending) onClose();
  };

  return (
    <Modal opened onClose={close} title={intl.formatMessage(text.title)} size="lg" closeButtonProps={{ 'aria-label': intl.formatMessage(text.closeDialog) }}
      styles={DIALOG_TITLE_STYLES}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text>{texts.restoreQuestion(backup, written)}</Text>
          {!restorable && (
            <Alert color="orange" role="alert">
              {texts.unauthenticatedRestore(backup.file)}
            </Alert>
          )}
          <TextInput
            label={intl.formatMessage(text.confirmationLabel)}
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
            <Checkbox label={intl.formatMessage(text.acceptAltered)} checked={acceptAltered} onChange={(event) => setAcceptAltered(event.currentTarget.checked)} />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={restore.isPending}>
              {intl.formatMessage(text.cancel)}
            </Button>
            <Button type="submit" color="red.9" disabled={!confirmed || !restorable || restore.isPending}>
              {intl.formatMessage(restore.isPending ? text.restoring : text.restore)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
