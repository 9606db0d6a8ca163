/** The three password fields of a change of one's own password, with the messages of the last check. */
import { DraftPasswordInput } from '../../components/draft-fields';
import { LABELS, type usePasswordChangeForm } from './password-change-form';

type PasswordChangeFieldsProps = { form: ReturnType<typeof usePasswordChangeForm> };

export function PasswordChangeFields({ form }: PasswordChangeFieldsProps) {
  const fields = { ...form, labels: LABELS };
  return (
    <>
      <DraftPasswordInput form={fields} field="current_password" required data-autofocus autoComplete="current-password" disabled={form.saving} />
      <DraftPasswordInput
        form={fields}
        field="new_password"
        description="At least 8 characters, and not a common password"
        required
        autoComplete="new-password"
        disabled={form.saving}
      />
      <DraftPasswordInput form={fields} field="repeat_password" required autoComplete="new-password" disabled={form.saving} />
    </>
  );
}
