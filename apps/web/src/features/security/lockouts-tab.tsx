/**
 * The Locked out tab: the usernames and addresses the sign-in throttle counts now, those locked out first,
 * with when each clears by itself, and Unlock (after a confirmation) for those who may unlock.
 */
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconLockOpen, IconRefresh } from '@tabler/icons-react';
import { LOCKOUT_SCOPE_LABELS, type SignInLockout } from '@weighbridge/contract/sign-in-lockouts';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { usePermissions } from '../../app/permissions/permission-context';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { formatDateTime } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useSignInLockouts } from './api/get-sign-in-lockouts';
import { useUnlockSignIn } from './api/unlock-sign-in';

/** What a count is of: a username counts its failed sign-ins, an address every attempt from it. */
const COUNTED = { username: 'failed sign-ins', address: 'sign-in attempts' } as const;

function UnlockModal({ entry, onClose }: { entry: SignInLockout; onClose: () => void }) {
  const unlocking = useUnlockSignIn();
  const what = `${LOCKOUT_SCOPE_LABELS[entry.scope].toLowerCase()} ${entry.subject}`;

  function unlock() {
    unlocking.mutate(
      { scope: entry.scope, subject: entry.subject },
      {
        onSuccess: ({ message }) => {
          showToast('success', message);
          onClose();
        },
        onError: (error) => {
          showToast('error', errorText(error, 'Failed to unlock'));
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={`Unlock ${what}?`} closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack gap="md">
        <Text size="sm">
          Clears the {entry.attempts} {COUNTED[entry.scope]} counted, so that the {what} can sign in at once. The unlock is recorded in the audit trail.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={unlocking.isPending}>
            Cancel
          </Button>
          <Button leftSection={<IconLockOpen size={16} aria-hidden />} onClick={unlock} loading={unlocking.isPending}>
            Unlock
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function LockoutsTab() {
  const timeZone = useSiteTimeZone();
  const mayUnlock = usePermissions().hasPermission('settings.security.unlock');
  const lockouts = useSignInLockouts();
  const [unlocking, setUnlocking] = useState<SignInLockout | null>(null);
  useLoadFailure(lockouts.isError, () => showToast('error', 'Failed to load data'));

  const entries = lockouts.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          A username is locked out after too many failed sign-ins, an address after too many sign-in attempts; each clears by itself when its
          time is up.
        </Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void lockouts.refetch()} loading={lockouts.isFetching}>
          Refresh
        </Button>
      </Group>
      {lockouts.isPending ? (
        <LoadingNotice />
      ) : entries.length === 0 ? (
        <Alert color="green" variant="light">
          No username or address is locked out or counting failed sign-ins.
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="xs">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Username or address</Table.Th>
                  <Table.Th>Counted</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Clears at</Table.Th>
                  {mayUnlock && <Table.Th>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={`${entry.scope} ${entry.subject}`}>
                    <Table.Td>{LOCKOUT_SCOPE_LABELS[entry.scope]}</Table.Td>
                    <Table.Td>{entry.subject}</Table.Td>
                    <Table.Td>
                      {entry.attempts} of {entry.limit} {COUNTED[entry.scope]}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={entry.lockedOut ? 'red' : 'yellow'} miw="max-content">
                        {entry.lockedOut ? 'Locked out' : 'Counting'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(entry.clearsAt, timeZone)}</Table.Td>
                    {mayUnlock && (
                      <Table.Td>
                        <Button size="xs" variant="light" leftSection={<IconLockOpen size={14} aria-hidden />} onClick={() => setUnlocking(entry)}>
                          Unlock
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
