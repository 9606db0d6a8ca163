/** /settings/database: the site's record counts with Refresh, and clearing the database (spec part 2 section 2). */
import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { PageToolbar } from '../../components/page-toolbar';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useDatabaseStats } from './api/get-database-stats';
import { ClearDatabasePanel } from './clear-database-panel';
import { DatabaseStatsGrid } from './database-stats-grid';
import { pageMessages as text } from './messages';

export function DatabaseSettingsPage() {
  const intl = useIntl();
  const stats = useDatabaseStats();
  // The spec shows no message when the statistics fail to load; the failure goes to the console.
  useLoadFailure(stats.isError, () => console.error('Failed to load database statistics', stats.error));

  return (
    <>
      <PageToolbar title={intl.formatMessage(text.title)}>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void stats.refetch()} loading={stats.isFetching}>
          {intl.formatMessage(text.refresh)}
        </Button>
      </PageToolbar>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb="md">
            {intl.formatMessage(text.statistics)}
          </Title>
          <DatabaseStatsGrid stats={stats.data} loading={stats.isPending} />
        </Paper>
        <ClearDatabasePanel />
      </Stack>
    </>
  );
}
