/** The Sessions tab: every user's active sessions, the last used first, with End session for those who may. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { LoadingNotice } from '../../components/loading-notice';
import { SessionTable } from '../../components/session-table';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useEndSession } from './api/end-session';
import { useSessions } from './api/get-sessions';

export function SessionsTab() {
  const mayEnd = usePermissions().hasPermission('settings.security.end-sessions');
  const sessions = useSessions();
  const ending = useEndSession();
  useLoadFailure(sessions.isError, () => showToast('error', 'Failed to load data'));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          Everyone signed in now, each browser a session of its own. An ended session is sent to the sign-in page at its next request.
        </Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
          Refresh
        </Button>
      </Group>
      {sessions.isPending ? (
        <LoadingNotice />
      ) : (sessions.data ?? []).length === 0 ? (
        <Alert variant="light">No one is signed in.</Alert>
      ) : (
        <SessionTable sessions={sessions.data ?? []} showUser mayEnd={mayEnd} ending={{ mutate: ending.mutate, isPending: ending.isPending, errorText }} />
      )}
    </Stack>
  );
}
