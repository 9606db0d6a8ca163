/**
 * The signed-in user's own choices: each the site's default or a value. The pages show a choice as soon as
 * it is made (a preview); Save keeps it for the user on every computer, leaving the page without saving
 * goes back to what was saved.
 */
import { APPEARANCE_FIELD_KEYS, type AccountPreferences, effectivePreferences, type OwnPreferences } from '@weighbridge/contract/preferences';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePreferencePreview } from '../../app/preferences/preferences-context';
import { useSaveOwnPreferences } from '../../app/queries/preferences';
import { AppearancePreview } from './appearance-preview';
import { AppearanceSection } from './appearance-section';
import { ChoiceControl } from './choice-control';
import { appearanceMessages as text } from './messages';

export function OwnAppearanceForm({ saved }: { saved: AccountPreferences }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<OwnPreferences>(saved.own);
  const preview = usePreferencePreview();
  const saving = useSaveOwnPreferences();
  const shown = effectivePreferences(draft, saved.site);

  useEffect(() => preview(effectivePreferences(draft, saved.site)), [draft, saved.site, preview]);
  // Leaving the page shows what is saved again.
  useEffect(() => () => preview(null), [preview]);

  return (
    <AppearanceSection
      title={intl.formatMessage(text.ownSection)}
      hint={intl.formatMessage(text.ownHint)}
      saveLabel={intl.formatMessage(text.save)}
      save={() => saving.mutateAsync(draft)}
      saving={saving.isPending}
      savedText={intl.formatMessage(text.saved)}
      failedText={intl.formatMessage(text.notSaved)}
    >
      {APPEARANCE_FIELD_KEYS.map((field) => (
        <ChoiceControl
          key={field}
          field={field}
          value={draft[field]}
          siteDefault={saved.site[field]}
          onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
        />
      ))}
      <AppearancePreview preferences={shown} />
    </AppearanceSection>
  );
}
