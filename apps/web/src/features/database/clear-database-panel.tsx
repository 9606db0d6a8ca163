/**
 * The clear-database action (spec part 2 sections 4, 5 and 8): two confirmations, either of which stops it;
 * 'Clearing Database...' with the button disabled meanwhile; then a green or red message.
 */
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { useClearDatabase } from './api/clear-database';

const FIRST_CONFIRMATION =
  'WARNING: This will permanently delete ALL data from the database: scale documents, tara weighings, vehicles, drivers, ' +
  'materials, polygons, loading areas and unloading stations.\n\nThis action cannot be undone. Do you want to continue?';
const FINAL_CONFIRMATION = 'Final confirmation: Clear all database data?';

type Outcome = { ok: boolean; text: string };

export function ClearDatabasePanel() {
  const clearDatabase = useClearDatabase();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function clear() {
    if (!window.confirm(FIRST_CONFIRMATION)) return;
    if (!window.confirm(FINAL_CONFIRMATION)) return;
    setOutcome(null);
    clearDatabase.mutate(undefined, {
      onSuccess: ({ totalRecordsCleared }) =>
        setOutcome({ ok: true, text: `Database cleared successfully! ${totalRecordsCleared} records deleted.` }),
      onError: (error) => setOutcome({ ok: false, text: errorText(error, 'Failed to clear database') }),
    });
  }

  return (
    <Paper withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Title order={3} size="h4" c="var(--app-danger-text)" mb="xs">
        Clear Database
      </Title>
      <Text size="sm" mb="md">
        Deletes every scale document, tara weighing, vehicle, driver, material, polygon, loading area and unloading
        station. Users and the audit trail are kept.
      </Text>
      <Group>
        <Button color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={clear} disabled={clearDatabase.isPending}>
          {clearDatabase.isPending ? 'Clearing Database...' : 'Clear Database'}
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
