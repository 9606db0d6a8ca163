/**
 * What a refused save shows: the server's message about one of the form's fields goes under that field, as
 * the form's own checks do (a pattern the server cannot read, say); anything else is a toast.
 */
import { ApiError, errorText } from '../../app/api-client';
import type { SaveFailure } from '../../components/catalogue-form';
import { showToast } from '../../components/toast';
import { fieldNamedBy } from '../../lib/form-check';

export function reportSaveFailure(error: unknown, { labels, fields, setErrors, fallback }: SaveFailure): void {
  const message = error instanceof ApiError && error.code === 'BAD_REQUEST' ? error.serverError : undefined;
  const field = message === undefined ? undefined : fieldNamedBy(message, labels, fields);
  if (message !== undefined && field !== undefined) setErrors({ [field]: message });
  else showToast('error', errorText(error, fallback));
}
