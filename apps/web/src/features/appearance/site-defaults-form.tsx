/** Administrators: what every user who has not chosen gets, and what the sign-in page shows. */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { APPEARANCE_CHOICES, APPEARANCE_TEXTS, type AppearanceField, type Preferences } from '@weighbridge/contract/preferences';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { useSaveSiteAppearance } from '../../app/queries/preferences';
import { showToast } from '../../components/toast';
import { ChoiceControl } from './choice-control';

const FIELDS = Object.keys(APPEARANCE_CHOICES) as AppearanceField[];

export function SiteDefaultsForm({ saved }: { saved: Preferences }) {
  const [draft, setDraft] = useState(saved);
  const saving = useSaveSiteAppearance();

  async function save() {
    try {
      await saving.mutateAsync(draft);
      showToast('success', APPEARANCE_TEXTS.siteSaved);
    } catch (error) {
      showToast('error', errorText(error, 'The site defaults could not be saved'));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={APPEARANCE_TEXTS.siteSection}>
      <Title order={3} size="h4">
        {APPEARANCE_TEXTS.siteSection}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {APPEARANCE_TEXTS.siteHint}
      </Text>
      <Stack gap="md">
        {FIELDS.map((field) => (
          <ChoiceControl
            key={field}
            field={field}
            value={draft[field]}
            onChange={(value) => value !== null && setDraft((current) => ({ ...current, [field]: value }))}
          />
        ))}
        <Group>
          <Button onClick={save} loading={saving.isPending}>
            {APPEARANCE_TEXTS.saveSiteDefaults}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
