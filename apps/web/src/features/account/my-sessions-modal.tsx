/** The header's 'My sessions' dialog: where the user is signed in, this browser marked, the others endable. */
import { Modal, Stack, Text } from '@mantine/core';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { SessionTable } from '../../components/session-table';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useEndMySession } from './api/end-my-session';
import { useMySessions } from './api/get-my-sessions';

export function MySessionsModal({ onClose }: { onClose: () => void }) {
  const sessions = useMySessions();
  const ending = useEndMySession();
  useLoadFailure(sessions.isError, () => showToast('error', 'Failed to load data'));
  return (
    <Modal opened onClose={onClose} title="My sessions" size="xl" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Where your account is signed in now. End a session you do not recognise, or one on a computer you no longer use.
        </Text>
        {sessions.isPending ? <LoadingNotice /> : <SessionTable sessions={sessions.data ?? []} showUser={false} mayEnd ending={{ mutate: ending.mutate, isPending: ending.isPending, errorText }} />}
      </Stack>
    </Modal>
  );
}
