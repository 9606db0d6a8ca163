/** The header's 'My sessions' dialog: where the user is signed in, this browser marked, the others endable. */
import { Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { SessionTable } from '../../components/session-table';
import { showToast } from '../../components/toast';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useEndMySession } from './api/end-my-session';
import { useMySessions } from './api/get-my-sessions';
import { commonMessages, mySessionsMessages as text } from './messages';

export function MySessionsModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const sessions = useMySessions();
  const ending = useEndMySession();
  useLoadFailure(sessions.isError, () => showToast('error', intl.formatMessage(commonMessages.loadFailed)));
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(text.title)} size="xl" closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.closeDialog) }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(text.text)}
        </Text>
        {sessions.isPending ? <LoadingNotice /> : <SessionTable sessions={sessions.data ?? []} showUser={false} mayEnd ending={{ mutate: ending.mutate, isPending: ending.isPending, errorText }} />}
      </Stack>
    </Modal>
  );
}
