/** The three password fields of a change of one's own password, with the messages of the last check. */
import { useIntl } from 'react-intl';
import { DraftPasswordInput } from '../../components/draft-fields';
import { fieldTextsOf } from '../../lib/field-texts';
import { useKnownTexts } from '../../lib/known-texts';
import { passwordChangeTextMessages, passwordFieldMessages, passwordMessages } from './messages';
import { LABELS, type usePasswordChangeForm } from './password-change-form';

type PasswordChangeFieldsProps = { form: ReturnType<typeof usePasswordChangeForm> };

export function PasswordChangeFields({ form }: PasswordChangeFieldsProps) {
  const intl = useIntl();
  // The checks and the server write English: a message the page knows reads in the chosen language.
  const knownText = useKnownTexts(passwordChangeTextMessages);
  const labels = {
    current_password: intl.formatMessage(passwordFieldMessages.current_password),
    new_password: intl.formatMessage(passwordFieldMessages.new_password),
    repeat_password: intl.formatMessage(passwordChangeTextMessages.repeatPassword),
  };
  const { say } = fieldTextsOf(intl, LABELS, labels);
  const errors = Object.fromEntries(Object.entries(form.errors).map(([field, message]) => [field, say(knownText(message))]));
  const fields = { ...form, labels, errors };
  return (
    <>
      <DraftPasswordInput form={fields} field="current_password" required data-autofocus autoComplete="current-password" disabled={form.saving} />
      <DraftPasswordInput
        form={fields}
        field="new_password"
        description={intl.formatMessage(passwordMessages.newPasswordHint)}
        required
        autoComplete="new-password"
        disabled={form.saving}
      />
      <DraftPasswordInput form={fields} field="repeat_password" required autoComplete="new-password" disabled={form.saving} />
    </>
  );
}
