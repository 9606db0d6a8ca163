/**
 * The Locked out tab: the usernames and addresses the sign-in throttle counts now, those locked out first,
 * with when each clears by itself, and Unlock (after a confirmation) for those who may unlock.
 */
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconLockOpen, IconRefresh } from '@tabler/icons-react';
import { LOCKOUT_MESSAGES, type SignInLockout } from '@weighbridge/contract/sign-in-lockouts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useSignInLockouts } from './api/get-sign-in-lockouts';
import { useUnlockSignIn } from './api/unlock-sign-in';
import { lockoutMessages as text, lockoutScopeMessages, pageMessages } from './messages';

function UnlockModal({ entry, onClose }: { entry: SignInLockout; onClose: () => void }) {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const unlocking = useUnlockSignIn();
  const lockout = { scope: entry.scope, subject: entry.subject };
  // The server's answer names the entry as the contract words it: read in the chosen language.
  const unlockedText = (message: string) =>
    message === LOCKOUT_MESSAGES.unlocked(entry.scope, entry.subject) ? intl.formatMessage(text.unlocked, lockout) : knownText(message);

  function unlock() {
    unlocking.mutate(
      { scope: entry.scope, subject: entry.subject },
      {
        onSuccess: ({ message }) => {
          showToast('success', unlockedText(message));
          onClose();
        },
        onError: (error) => {
          showToast('error', knownText(errorText(error, intl.formatMessage(text.unlockFailed))));
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage(text.unlockTitle, lockout)}
      closeButtonProps={{ 'aria-label': intl.formatMessage(pageMessages.closeDialog) }}
    >
      <Stack gap="md">
        <Text size="sm">
          {intl.formatMessage(text.unlockText, { ...lockout, attempts: entry.attempts })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={unlocking.isPending}>
            {intl.formatMessage(pageMessages.cancel)}
          </Button>
          <Button leftSection={<IconLockOpen size={16} aria-hidden />} onClick={unlock} loading={unlocking.isPending}>
            {intl.formatMessage(text.unlock)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function LockoutsTab() {
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  const timeZone = useSiteTimeZone();
  const mayUnlock = usePermissions().hasPermission('settings.security.unlock');
  const lockouts = useSignInLockouts();
  const [unlocking, setUnlocking] = useState<SignInLockout | null>(null);
  useLoadFailure(lockouts.isError, () => showToast('error', intl.formatMessage(pageMessages.loadFailed)));

  const entries = lockouts.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {intl.formatMessage(text.explanation)}
        </Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void lockouts.refetch()} loading={lockouts.isFetching}>
          {intl.formatMessage(pageMessages.refresh)}
        </Button>
      </Group>
      {lockouts.isPending ? (
        <LoadingNotice />
      ) : entries.length === 0 ? (
        <Alert color="green" variant="light">
          {intl.formatMessage(text.none)}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="xs">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(text.kind)}</Table.Th>
                  <Table.Th>{intl.formatMessage(text.subject)}</Table.Th>
                  <Table.Th>{intl.formatMessage(text.countedColumn)}</Table.Th>
                  <Table.Th>{intl.formatMessage(text.status)}</Table.Th>
                  <Table.Th>{intl.formatMessage(text.clearsAt)}</Table.Th>
                  {mayUnlock && <Table.Th>{intl.formatMessage(text.actions)}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={`${entry.scope} ${entry.subject}`}>
                    <Table.Td>{intl.formatMessage(lockoutScopeMessages[entry.scope])}</Table.Td>
                    <Table.Td>{entry.subject}</Table.Td>
                    <Table.Td>
                      {intl.formatMessage(text.counted, { scope: entry.scope, attempts: entry.attempts, limit: entry.limit })}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={entry.lockedOut ? 'red' : 'yellow'} miw="max-content">
                        {intl.formatMessage(entry.lockedOut ? text.lockedOut : text.counting)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(entry.clearsAt, timeZone)}</Table.Td>
                    {mayUnlock && (
                      <Table.Td>
                        <Button size="xs" variant="light" leftSection={<IconLockOpen size={14} aria-hidden />} onClick={() => setUnlocking(entry)}>
                          {intl.formatMessage(text.unlock)}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {unlocking && <UnlockModal entry={unlocking} onClose={() => setUnlocking(null)} />}
    </Stack>
  );
}
