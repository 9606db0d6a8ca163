/**
 * A table of active sessions (signed in at, last used, address, browser), the user's too where it lists
 * everyone's, with 'End session' after a confirmation; the session of this browser is marked and has none.
 * The Security page's Sessions tab and the header's My sessions both show it.
 */
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import type { ActiveSession } from '@weighbridge/contract/sessions';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useKnownTexts } from '../lib/known-texts';
import { useSiteTimeZone } from '../lib/site-time-zone';
import { useFormat } from '../lib/use-format';
import { sessionMessages as text } from './messages';
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
  const intl = useIntl();
  const knownText = useKnownTexts();
  function end() {
    ending.mutate(session.id, {
      onSuccess: ({ message }) => {
        showToast('success', knownText(message));
        onClose();
      },
      onError: (error) => {
        showToast('error', knownText(ending.errorText(error, intl.formatMessage(text.endFailed))));
        onClose();
      },
    });
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage(text.endTitle)}
      closeButtonProps={{ 'aria-label': intl.formatMessage(text.closeDialog) }}
    >
      <Stack gap="md">
        <Text size="sm">
          <FormattedMessage
            {...text.endText}
            values={{
              whose: showUser ? 'user' : 'own',
              name: session.name,
              browser: session.browser,
              address: session.clientAddress ? 'known' : 'unknown',
              clientAddress: session.clientAddress ?? '',
            }}
          />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={ending.isPending}>
            <FormattedMessage {...text.cancel} />
          </Button>
          <Button color="red" leftSection={<IconLogout2 size={16} aria-hidden />} onClick={end} loading={ending.isPending}>
            <FormattedMessage {...text.end} />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function SessionTable({ sessions, showUser, mayEnd, ending }: SessionTableProps) {
  const timeZone = useSiteTimeZone();
  const { formatDateTime } = useFormat();
  const [confirming, setConfirming] = useState<ActiveSession | null>(null);
  return (
    <Paper withBorder radius="md" p="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {showUser && (
                <Table.Th>
                  <FormattedMessage {...text.user} />
                </Table.Th>
              )}
              <Table.Th>
                <FormattedMessage {...text.signedInAt} />
              </Table.Th>
              <Table.Th>
                <FormattedMessage {...text.lastUsed} />
              </Table.Th>
              <Table.Th>
                <FormattedMessage {...text.address} />
              </Table.Th>
              <Table.Th>
                <FormattedMessage {...text.browser} />
              </Table.Th>
              {mayEnd && (
                <Table.Th>
                  <FormattedMessage {...text.actions} />
                </Table.Th>
              )}
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
                      <FormattedMessage {...text.thisBrowser} />
                    </Badge>
                  )}
                </Table.Td>
                {mayEnd && (
                  <Table.Td>
                    {!session.current && (
                      <Button size="xs" variant="light" color="red" leftSection={<IconLogout2 size={14} aria-hidden />} onClick={() => setConfirming(session)}>
                        <FormattedMessage {...text.end} />
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
