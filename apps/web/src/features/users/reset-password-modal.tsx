/** 'Reset Password': a temporary password for an account, changed at its next sign-in; its sessions end at once. */
import { Text } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { type Account, passwordResetSchema } from '@weighbridge/contract/users';
import { errorText } from '../../app/api-client';
import { DraftPasswordInput } from '../../components/draft-fields';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { useResetPassword } from './api/reset-password';

const LABELS = FIELD_LABELS.users;

export function ResetPasswordModal({ account, onClose }: { account: Account; onClose: () => void }) {
  const form = { ...useFormDraft({ password: '' }), labels: LABELS };
  const { draft, setErrors } = form;
  const resetPassword = useResetPassword();

  async function save() {
    const check = checkForm(passwordResetSchema, draft, LABELS);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      await resetPassword.mutateAsync({ id: account.id, reset: check.values });
      showToast('success', `Password reset: ${account.name} chooses a new one at the next sign-in`);
      onClose();
    } catch (error) {
      setErrors({ password: errorText(error, 'Failed to reset password') });
    }
  }

  return (
    <FormModal title="Reset Password" saving={resetPassword.isPending} onSubmit={save} onClose={onClose}>
      <Text size="sm">
        {account.name} ({account.username}) is signed out everywhere and signs in next with this temporary password, then chooses
        their own.
      </Text>
      <DraftPasswordInput form={form} field="password" required data-autofocus autoComplete="new-password" />
    </FormModal>
  );
}
