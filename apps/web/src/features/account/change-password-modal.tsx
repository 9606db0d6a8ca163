/** The header's 'Change Password' dialog: any signed-in user's own password; their other sessions end. */
import { Text } from '@mantine/core';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { PasswordChangeFields } from './password-change-fields';
import { usePasswordChangeForm } from './password-change-form';

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const form = usePasswordChangeForm(() => {
    showToast('success', 'Password changed. Your other sessions have been signed out.');
    onClose();
  });

  return (
    <FormModal title="Change Password" saving={form.saving} onSubmit={() => void form.submit()} onClose={onClose}>
      <Text size="sm" c="dimmed">
        Every other session of your account is signed out when the password changes; this one stays signed in.
      </Text>
      <PasswordChangeFields form={form} />
    </FormModal>
  );
}
