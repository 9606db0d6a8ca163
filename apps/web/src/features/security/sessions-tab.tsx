/** The Sessions tab: every user's active sessions, the last used first, with End session for those who may. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { LoadingNotice } from '../../components/loading-notice';
import { SessionTable } from '../../components/session-table';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useEndSession } from './api/end-session';
import { useSessions } from './api/get-sessions';
import { pageMessages, sessionsMessages as text } from './messages';

export function SessionsTab() {
  const intl = useIntl();
  const mayEnd = usePermissions().hasPermission('settings.security.end-sessions');
  const sessions = useSessions();
  const ending = useEndSession();
  useLoadFailure(sessions.isError, () => showToast('error', intl.formatMessage(pageMessages.loadFailed)));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {intl.formatMessage(text.explanation)}
        </Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
          {intl.formatMessage(pageMessages.refresh)}
        </Button>
      </Group>
      {sessions.isPending ? (
        <LoadingNotice />
      ) : (sessions.data ?? []).length === 0 ? (
        <Alert variant="light">{intl.formatMessage(text.none)}</Alert>
      ) : (
        <SessionTable sessions={sessions.data ?? []} showUser mayEnd={mayEnd} ending={{ mutate: ending.mutate, isPending: ending.isPending, errorText }} />
      )}
    </Stack>
  );
}
