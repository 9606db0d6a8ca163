/** What a dialog's fields hold while the user types, and the messages of its last check. */
import { useState } from 'react';
import type { FormErrors } from './form-check';

export function useFormDraft<Draft extends object>(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  /** Changes some fields; a field the user corrects loses its message. */
  function change(patch: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  }

  return { draft, errors, change, setErrors };
}
