/**
 * The signed-in user's own choices: each the site's default or a value. The pages show a choice as soon as
 * it is made (a preview); Save keeps it for the user on every computer, leaving the page without saving
 * goes back to what was saved.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { APPEARANCE_CHOICES, APPEARANCE_TEXTS, type AccountPreferences, type AppearanceField, effectivePreferences, type OwnPreferences } from '@weighbridge/contract/preferences';
import { useEffect, useState } from 'react';
import { errorText } from '../../app/api-client';
import { usePreferencePreview } from '../../app/preferences/preferences-context';
import { useSaveOwnPreferences } from '../../app/queries/preferences';
import { showToast } from '../../components/toast';
import { AppearancePreview } from './appearance-preview';
import { ChoiceControl } from './choice-control';

const FIELDS = Object.keys(APPEARANCE_CHOICES) as AppearanceField[];

export function OwnAppearanceForm({ saved }: { saved: AccountPreferences }) {
  const [draft, setDraft] = useState<OwnPreferences>(saved.own);
  const preview = usePreferencePreview();
  const saving = useSaveOwnPreferences();
  const shown = effectivePreferences(draft, saved.site);

  useEffect(() => preview(effectivePreferences(draft, saved.site)), [draft, saved.site, preview]);
  // Leaving the page shows what is saved again.
  useEffect(() => () => preview(null), [preview]);

  async function save() {
    try {
      await saving.mutateAsync(draft);
      showToast('success', APPEARANCE_TEXTS.saved);
    } catch (error) {
      showToast('error', errorText(error, 'The appearance could not be saved'));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={APPEARANCE_TEXTS.ownSection}>
      <Title order={3} size="h4">
        {APPEARANCE_TEXTS.ownSection}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {APPEARANCE_TEXTS.ownHint}
      </Text>
      <Stack gap="md">
        {FIELDS.map((field) => (
          <ChoiceControl
            key={field}
            field={field}
            value={draft[field]}
            siteDefault={saved.site[field]}
            onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          />
        ))}
        <AppearancePreview preferences={shown} />
        <Group>
          <Button onClick={save} loading={saving.isPending}>
            {APPEARANCE_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
