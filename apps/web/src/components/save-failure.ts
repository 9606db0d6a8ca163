/**
 * What a refused save of a form shows, in the reader's language: the server's message about one of the form's
 * fields (a name already taken, a pattern the server cannot read) goes under that field; anything else is a toast.
 * @example reportFailure: (error, failure) => showSaveFailure(errorText(error, failure.fallback), failure)
 */
import { fieldNamedBy } from '../lib/form-check';
import type { SaveFailure } from './catalogue-form';
import { showToast } from './toast';

export function showSaveFailure(text: string, { labels, fields, setErrors, say }: Omit<SaveFailure, 'fallback'>): void {
  const field = fieldNamedBy(text, labels, fields);
  if (field) setErrors({ [field]: say(text) });
  else showToast('error', say(text));
}
