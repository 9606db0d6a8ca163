/**
 * The Ticket chain tab: whether the chain of ticket signatures is whole and still holds every link
 * anchored outside the database, when this server last checked, and Check now.
 */
import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ChainCheckAnswer } from '@weighbridge/contract/document-chain';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { useKnownTexts } from '../../lib/known-texts';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useCheckDocumentChain, useDocumentChain } from './api/document-chain';
import { chainMessages as text, chainStateMessages, pageMessages } from './messages';

const STATE_COLORS = { unchecked: 'gray', intact: 'green', broken: 'red' } as const;

/** The alarm the Security page shows above its tabs while the chain is broken. */
export function ChainAlarm() {
  const intl = useIntl();
  const chain = useDocumentChain();
  if (chain.data?.state !== 'broken') return null;
  return (
    <Alert color="red" variant="filled" title={intl.formatMessage(text.alarmTitle)} mb="md" role="alert">
      {intl.formatMessage(text.alarmText)}
    </Alert>
  );
}

function Facts({ chain }: { chain: ChainCheckAnswer }) {
  const timeZone = useSiteTimeZone();
  const intl = useIntl();
  const { formatDateTime } = useFormat();
  const latest = chain.anchors.latest;
  const noneYet = intl.formatMessage(text.noneYet);
  const ticket = (documentNumber: string | null) => documentNumber ?? intl.formatMessage(text.noTicket);
  const rows: [string, string][] = [
    [
      intl.formatMessage(text.lastLink),
      chain.head.position === 0 ? noneYet : intl.formatMessage(text.link, { position: chain.head.position, ticket: ticket(chain.head.documentNumber) }),
    ],
    [intl.formatMessage(text.checked), chain.checkedAt ? formatDateTime(chain.checkedAt, timeZone) : intl.formatMessage(text.notYet)],
    [
      intl.formatMessage(text.lastAnchor),
      latest
        ? intl.formatMessage(text.anchor, { position: latest.position, ticket: ticket(latest.documentNumber), at: formatDateTime(latest.at, timeZone) })
        : noneYet,
    ],
    [intl.formatMessage(text.anchors), String(chain.anchors.count)],
    [intl.formatMessage(text.anchorFile), chain.anchors.file],
  ];
  return (
    <Paper withBorder radius="md" p="xs">
      <Table variant="vertical" fz="sm" verticalSpacing="xs">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={160}>{label}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export function TicketChainTab() {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const chain = useDocumentChain();
  const checking = useCheckDocumentChain();
  useLoadFailure(chain.isError, () => showToast('error', intl.formatMessage(pageMessages.loadFailed)));

  const checkNow = () => checking.mutate(undefined, { onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.checkFailed)))) });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {intl.formatMessage(text.explanation)}
        </Text>
        <Button variant="default" leftSection={<IconShieldCheck size={16} aria-hidden />} onClick={checkNow} loading={checking.isPending}>
          {intl.formatMessage(text.checkNow)}
        </Button>
      </Group>
      {chain.isPending ? (
        <LoadingNotice />
      ) : chain.data ? (
        <>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {intl.formatMessage(text.status)}
            </Text>
            <Badge variant="light" color={STATE_COLORS[chain.data.state]}>
              {intl.formatMessage(chainStateMessages[chain.data.state])}
            </Badge>
          </Group>
          {chain.data.problems.length > 0 && (
            <Alert color="red" variant="light" title={intl.formatMessage(text.found)}>
              <List size="sm">
                {chain.data.problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Facts chain={chain.data} />
        </>
      ) : null}
    </Stack>
  );
}
