/** Administrators: what every user who has not chosen gets, and what the sign-in page shows. */
import { APPEARANCE_FIELD_KEYS, APPEARANCE_TEXTS, type Preferences } from '@weighbridge/contract/preferences';
import { useState } from 'react';
import { useSaveSiteAppearance } from '../../app/queries/preferences';
import { AppearanceSection } from './appearance-section';
import { ChoiceControl } from './choice-control';

export function SiteDefaultsForm({ saved }: { saved: Preferences }) {
  const [draft, setDraft] = useState(saved);
  const saving = useSaveSiteAppearance();
  return (
    <AppearanceSection
      title={APPEARANCE_TEXTS.siteSection}
      hint={APPEARANCE_TEXTS.siteHint}
      saveLabel={APPEARANCE_TEXTS.saveSiteDefaults}
      save={() => saving.mutateAsync(draft)}
      saving={saving.isPending}
      savedText={APPEARANCE_TEXTS.siteSaved}
      failedText={APPEARANCE_TEXTS.siteNotSaved}
    >
      {APPEARANCE_FIELD_KEYS.map((field) => (
        <ChoiceControl key={field} field={field} value={draft[field]} onChange={(value) => value !== null && setDraft((current) => ({ ...current, [field]: value }))} />
      ))}
    </AppearanceSection>
  );
}
