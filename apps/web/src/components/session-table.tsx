/**
 * A table of active sessions (signed in at, last used, address, browser), the user's too where it lists
 * everyone's, with 'End session' after a confirmation; the session of this browser is marked and has none.
 * The Security page's Sessions tab and the header's My sessions both show it.
 */
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import type { ActiveSession } from '@weighbridge/contract/sessions';
import { useState } from 'react';
import { formatDateTime } from '../lib/format';
import { useSiteTimeZone } from '../lib/site-time-zone';
import { showToast } from './toast';

/** The mutation that ends a session, and the API client's reading of its error (shared code does not import the app). */
type Ending = {
  mutate: (id: number, handlers: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  errorText: (error: unknown, fallback: string) => string;
};

type SessionTableProps = {
  sessions: readonly ActiveSession[];
  /** Everyone's sessions: each row names its user. */
  showUser: boolean;
  /** Whether this user may end the sessions listed. */
  mayEnd: boolean;
  ending: Ending;
};

function EndSessionModal({ session, showUser, ending, onClose }: { session: ActiveSession; showUser: boolean; ending: Ending; onClose: () => void }) {
  function end() {
    ending.mutate(session.id, {
      onSuccess: ({ message }) => {
        showToast('success', message);
        onClose();
      },
      onError: (error) => {
        showToast('error', ending.errorText(error, 'Failed to end the session'));
        onClose();
      },
    });
  }
  const whose = showUser ? `${session.name}'s session` : 'this session';
  return (
    <Modal opened onClose={onClose} title="End session?" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack gap="md">
        <Text size="sm">
          Signs out {whose} in {session.browser}
          {session.clientAddress ? ` at ${session.clientAddress}` : ''}: its next request goes to the sign-in page. The ending is recorded in the audit
          trail.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={ending.isPending}>
            Cancel
          </Button>
          <Button color="red" leftSection={<IconLogout2 size={16} aria-hidden />} onClick={end} loading={ending.isPending}>
            End session
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function SessionTable({ sessions, showUser, mayEnd, ending }: SessionTableProps) {
  const timeZone = useSiteTimeZone();
  const [confirming, setConfirming] = useState<ActiveSession | null>(null);
  return (
    <Paper withBorder radius="md" p="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {showUser && <Table.Th>User</Table.Th>}
              <Table.Th>Signed in at</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Browser</Table.Th>
              {mayEnd && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={session.id}>
                {showUser && (
                  <Table.Td>
                    {session.name}
                    <Text span display="block" size="xs" c="dimmed">
                      {session.username}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td>{formatDateTime(session.signedInAt, timeZone)}</Table.Td>
                <Table.Td>{formatDateTime(session.lastUsedAt, timeZone)}</Table.Td>
                <Table.Td>{session.clientAddress ?? ''}</Table.Td>
                <Table.Td>
                  {session.browser}
                  {session.current && (
                    <Badge ml="xs" variant="light" color="green">
                      This browser
                    </Badge>
                  )}
                </Table.Td>
                {mayEnd && (
                  <Table.Td>
                    {!session.current && (
                      <Button size="xs" variant="light" color="red" leftSection={<IconLogout2 size={14} aria-hidden />} onClick={() => setConfirming(session)}>
                        End session
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {confirming && <EndSessionModal session={confirming} showUser={showUser} ending={ending} onClose={() => setConfirming(null)} />}
    </Paper>
  );
}
