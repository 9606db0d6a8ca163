/** The header's 'Change Password' dialog: any signed-in user's own password; their other sessions end. */
import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { passwordMessages as text } from './messages';
import { PasswordChangeFields } from './password-change-fields';
import { usePasswordChangeForm } from './password-change-form';

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const form = usePasswordChangeForm(() => {
    showToast('success', intl.formatMessage(text.changedEverywhere));
    onClose();
  });

  return (
    <FormModal title={intl.formatMessage(text.dialogTitle)} saving={form.saving} onSubmit={() => void form.submit()} onClose={onClose}>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(text.dialogText)}
      </Text>
      <PasswordChangeFields form={form} />
    </FormModal>
  );
}
