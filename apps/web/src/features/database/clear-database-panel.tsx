/**
 * The clear-database action (spec part 2 sections 4, 5 and 8): two confirmations, either of which stops it;
 * 'Clearing Database...' with the button disabled meanwhile; then a green or red message.
 */
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useKnownTexts } from '../../lib/known-texts';
import { useClearDatabase } from './api/clear-database';
import { clearMessages as text } from './messages';

type Outcome = { ok: boolean; text: string };

export function ClearDatabasePanel() {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const clearDatabase = useClearDatabase();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function clear() {
    if (!window.confirm(`${intl.formatMessage(text.warning)}\n\n${intl.formatMessage(text.continueQuestion)}`)) return;
    if (!window.confirm(intl.formatMessage(text.finalConfirmation))) return;
    setOutcome(null);
    clearDatabase.mutate(undefined, {
      // The count as the server gives it, without separators, as the spec writes the message.
      onSuccess: ({ totalRecordsCleared }) => setOutcome({ ok: true, text: intl.formatMessage(text.cleared, { count: String(totalRecordsCleared) }) }),
      onError: (error) => setOutcome({ ok: false, text: knownText(errorText(error, intl.formatMessage(text.failed))) }),
    });
  }

  return (
    <Paper withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Title order={3} size="h4" c="var(--app-danger-text)" mb="xs">
        {intl.formatMessage(text.title)}
      </Title>
      <Text size="sm" mb="md">
        {intl.formatMessage(text.text)}
      </Text>
      <Group>
        <Button color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={clear} disabled={clearDatabase.isPending}>
          {intl.formatMessage(clearDatabase.isPending ? text.clearing : text.title)}
        </Button>
      </Group>
      {outcome && (
        <Alert mt="md" color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
    </Paper>
  );
}
