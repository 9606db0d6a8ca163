/** Administrators: what every user who has not chosen gets, and what the sign-in page shows. */
import { APPEARANCE_FIELD_KEYS, type Preferences } from '@weighbridge/contract/preferences';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSaveSiteAppearance } from '../../app/queries/preferences';
import { AppearanceSection } from './appearance-section';
import { ChoiceControl } from './choice-control';
import { appearanceMessages as text } from './messages';

export function SiteDefaultsForm({ saved }: { saved: Preferences }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(saved);
  const saving = useSaveSiteAppearance();
  return (
    <AppearanceSection
      title={intl.formatMessage(text.siteSection)}
      hint={intl.formatMessage(text.siteHint)}
      saveLabel={intl.formatMessage(text.saveSiteDefaults)}
      save={() => saving.mutateAsync(draft)}
      saving={saving.isPending}
      savedText={intl.formatMessage(text.siteSaved)}
      failedText={intl.formatMessage(text.siteNotSaved)}
    >
      {APPEARANCE_FIELD_KEYS.map((field) => (
        <ChoiceControl key={field} field={field} value={draft[field]} onChange={(value) => value !== null && setDraft((current) => ({ ...current, [field]: value }))} />
      ))}
    </AppearanceSection>
  );
}
