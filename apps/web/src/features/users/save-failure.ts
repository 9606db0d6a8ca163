/**
 * What a refused save of a user or a role shows: the server's message about one of the form's fields (a
 * name already taken, say) goes under that field; anything else is a toast.
 */
import { errorText } from '../../app/api-client';
import type { SaveFailure } from '../../components/catalogue-form';
import { showToast } from '../../components/toast';
import { fieldNamedBy } from '../../lib/form-check';

export function reportSaveFailure(error: unknown, { fallback, labels, fields, setErrors }: SaveFailure): void {
  const text = errorText(error, fallback);
  const field = fieldNamedBy(text, labels, fields);
  if (field) setErrors({ [field]: text });
  else showToast('error', text);
}
