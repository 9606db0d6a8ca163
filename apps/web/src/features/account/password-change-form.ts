/**
 * The change of one's own password, as the header's dialog and the screen after a first or reset password
 * both ask for it: the current password, the new one twice. The fields are checked against the contract
 * the server checks with; the server also refuses a common password or the current one again.
 */
import { type PasswordChangeRequest, passwordChangeRequestSchema } from '@weighbridge/contract/auth';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useSession } from '../../app/session/session-context';
import { checkForm, fieldNamedBy } from '../../lib/form-check';
import { useFormDraft } from '../../lib/use-form-draft';
import { passwordMessages } from './messages';
import { PASSWORD_CHANGE_TEXTS } from './password-change-texts';

/** The fields' labels as the checks and the server's messages name them; the inputs show them translated. */
export const LABELS = { ...FIELD_LABELS.auth, repeat_password: PASSWORD_CHANGE_TEXTS.repeatPassword } as const;

/** The form keeps its messages in English, as the server writes them; PasswordChangeFields shows them translated. */
const ENGLISH = { labels: LABELS, say: (text: string) => text };

type Draft = { current_password: string; new_password: string; repeat_password: string };

/** The form's state and its submit; `onChanged` runs once the server has taken the new password. */
export function usePasswordChangeForm(onChanged: () => void) {
  const intl = useIntl();
  const { changePassword } = useSession();
  const form = useFormDraft<Draft>({ current_password: '', new_password: '', repeat_password: '' });
  const [saving, setSaving] = useState(false);

  async function submit() {
    const { repeat_password: repeated, ...body } = form.draft;
    const check = checkForm(passwordChangeRequestSchema, body satisfies PasswordChangeRequest, ENGLISH);
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    if (repeated !== body.new_password) {
      form.setErrors({ repeat_password: PASSWORD_CHANGE_TEXTS.passwordsDiffer });
      return;
    }
    setSaving(true);
    try {
      await changePassword(check.values);
      onChanged();
    } catch (error) {
      // The server names the field it refuses ('Current password is not correct'): the message goes under it.
      const text = errorText(error, intl.formatMessage(passwordMessages.failed));
      form.setErrors({ [fieldNamedBy(text, LABELS, ['current_password', 'new_password']) ?? 'new_password']: text });
    } finally {
      setSaving(false);
    }
  }

  return { ...form, saving, submit };
}
