/**
 * What a dialog's fields start from: the record's own values, and for a new record (or a field the
 * record leaves empty) the field's empty value. A form declares its draft as those empty values once.
 * @example recordDraft(driver, { name: '', birth_date: '', blood_type: DEFAULT_BLOOD_TYPE }) // a driver without a birth date gives birth_date ''
 */
export function recordDraft<Draft extends object>(record: { [Field in keyof Draft]?: Draft[Field] | null } | undefined, empty: Draft): Draft {
  const draft = { ...empty };
  for (const field of Object.keys(empty) as (keyof Draft)[]) {
    draft[field] = record?.[field] ?? empty[field];
  }
  return draft;
}
