/** The three password fields of a change of one's own password, with the messages of the last check. */
import { PasswordInput } from '@mantine/core';
import { LABELS, type usePasswordChangeForm } from './password-change-form';

type PasswordChangeFieldsProps = { form: ReturnType<typeof usePasswordChangeForm> };

export function PasswordChangeFields({ form }: PasswordChangeFieldsProps) {
  const { draft, errors, change, saving } = form;
  return (
    <>
      <PasswordInput
        label={LABELS.current_password}
        required
        data-autofocus
        autoComplete="current-password"
        disabled={saving}
        value={draft.current_password}
        error={errors.current_password}
        onChange={(event) => change({ current_password: event.currentTarget.value })}
      />
      <PasswordInput
        label={LABELS.new_password}
        description="At least 8 characters, and not a common password"
        required
        autoComplete="new-password"
        disabled={saving}
        value={draft.new_password}
        error={errors.new_password}
        onChange={(event) => change({ new_password: event.currentTarget.value })}
      />
      <PasswordInput
        label={LABELS.repeat_password}
        required
        autoComplete="new-password"
        disabled={saving}
        value={draft.repeat_password}
        error={errors.repeat_password}
        onChange={(event) => change({ repeat_password: event.currentTarget.value })}
      />
    </>
  );
}
