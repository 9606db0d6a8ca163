/** 'Reset Password': a temporary password for an account, changed at its next sign-in; its sessions end at once. */
import { Text } from '@mantine/core';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { type Account, passwordResetSchema } from '@weighbridge/contract/users';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { DraftPasswordInput } from '../../components/draft-fields';
import { FormModal } from '../../components/form-modal';
import { showToast } from '../../components/toast';
import { checkForm } from '../../lib/form-check';
import { useKnownTexts } from '../../lib/known-texts';
import { useFormDraft } from '../../lib/use-form-draft';
import { useResetPassword } from './api/reset-password';
import { useFieldLabels } from '../../lib/use-field-labels';
import { accountFieldMessages, resetPasswordMessages as text } from './messages';

const LABELS = FIELD_LABELS.users;

export function ResetPasswordModal({ account, onClose }: { account: Account; onClose: () => void }) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const form = { ...useFormDraft({ password: '' }), labels: useFieldLabels(accountFieldMessages) };
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
      showToast('success', intl.formatMessage(text.done, { name: account.name }));
      onClose();
    } catch (error) {
      setErrors({ password: knownText(errorText(error, intl.formatMessage(text.failed))) });
    }
  }

  return (
    <FormModal title={intl.formatMessage(text.title)} saving={resetPassword.isPending} onSubmit={save} onClose={onClose}>
      <Text size="sm">
        {intl.formatMessage(text.explanation, { name: account.name, username: account.username })}
      </Text>
      <DraftPasswordInput form={form} field="password" required data-autofocus autoComplete="new-password" />
    </FormModal>
  );
}
