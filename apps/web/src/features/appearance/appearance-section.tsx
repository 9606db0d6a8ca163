/**
 * A section of the Appearance page: its title and hint, the choices, and a Save that keeps them and says so
 * (or says why not).
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';

type AppearanceSectionProps = {
  title: string;
  hint: string;
  saveLabel: string;
  /** Keeps the choices; its rejection is shown as the toast. */
  save: () => Promise<unknown>;
  saving: boolean;
  savedText: string;
  failedText: string;
  children: ReactNode;
};

export function AppearanceSection({ title, hint, saveLabel, save, saving, savedText, failedText, children }: AppearanceSectionProps) {
  const knownText = useKnownTexts();

  async function saveAndSay() {
    try {
      await save();
      showToast('success', savedText);
    } catch (error) {
      showToast('error', knownText(errorText(error, failedText)));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hint}
      </Text>
      <Stack gap="md">
        {children}
        <Group>
          <Button onClick={saveAndSay} loading={saving}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
