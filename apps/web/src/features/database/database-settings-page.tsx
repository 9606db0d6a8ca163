/** /settings/database: the site's record counts with Refresh, and clearing the database (spec part 2 section 2). */
import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PageToolbar } from '../../components/page-toolbar';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDatabaseStats } from './api/get-database-stats';
import { ClearDatabasePanel } from './clear-database-panel';
import { DatabaseStatsGrid } from './database-stats-grid';

export function DatabaseSettingsPage() {
  const stats = useDatabaseStats();
  // The spec shows no message when the statistics fail to load; the failure goes to the console.
  useLoadFailure(stats.isError, () => console.error('Failed to load database statistics', stats.error));

  return (
    <>
      <PageToolbar title="Database Management">
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void stats.refetch()} loading={stats.isFetching}>
          Refresh
        </Button>
      </PageToolbar>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb="md">
            Database Statistics
          </Title>
          <DatabaseStatsGrid stats={stats.data} loading={stats.isPending} />
        </Paper>
        <ClearDatabasePanel />
      </Stack>
    </>
  );
}
