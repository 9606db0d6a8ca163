/**
 * The Ticket chain tab: whether the chain of ticket signatures is whole and still holds every link
 * anchored outside the database, when this server last checked, and Check now.
 */
import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { CHAIN_STATE_LABELS, type ChainCheckAnswer } from '@weighbridge/contract/document-chain';
import { errorText } from '../../app/api-client';
import { LoadingNotice } from '../../components/loading-notice';
import { showToast } from '../../components/toast';
import { formatDateTime } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useLoadFailure } from '../../lib/use-load-failure';
import { useCheckDocumentChain, useDocumentChain } from './api/document-chain';

const STATE_COLORS = { unchecked: 'gray', intact: 'green', broken: 'red' } as const;

/** The alarm the Security page shows above its tabs while the chain is broken. */
export function ChainAlarm() {
  const chain = useDocumentChain();
  if (chain.data?.state !== 'broken') return null;
  return (
    <Alert color="red" variant="filled" title="The ticket signature chain is broken" mb="md" role="alert">
      Tickets were removed or changed in the database behind the application's back. See the Ticket chain tab.
    </Alert>
  );
}

function Facts({ chain }: { chain: ChainCheckAnswer }) {
  const timeZone = useSiteTimeZone();
  const latest = chain.anchors.latest;
  const rows: [string, string][] = [
    ['Last link', chain.head.position === 0 ? 'None yet' : `${chain.head.position} (${chain.head.documentNumber ?? 'no ticket'})`],
    ['Checked', chain.checkedAt ? formatDateTime(chain.checkedAt, timeZone) : 'Not yet'],
    ['Last anchor', latest ? `${latest.position} (${latest.documentNumber ?? 'no ticket'}), ${formatDateTime(latest.at, timeZone)}` : 'None yet'],
    ['Anchors', String(chain.anchors.count)],
    ['Anchor file', chain.anchors.file],
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
  const chain = useDocumentChain();
  const checking = useCheckDocumentChain();
  useLoadFailure(chain.isError, () => showToast('error', 'Failed to load data'));

  const checkNow = () => checking.mutate(undefined, { onError: (error) => showToast('error', errorText(error, 'The check failed')) });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          Every ticket and every void or correction is a link signed after the one before it. The server checks every link and compares the last one
          with the anchors it keeps outside the database, at start and every ten minutes.
        </Text>
        <Button variant="default" leftSection={<IconShieldCheck size={16} aria-hidden />} onClick={checkNow} loading={checking.isPending}>
          Check now
        </Button>
      </Group>
      {chain.isPending ? (
        <LoadingNotice />
      ) : chain.data ? (
        <>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Status
            </Text>
            <Badge variant="light" color={STATE_COLORS[chain.data.state]}>
              {CHAIN_STATE_LABELS[chain.data.state]}
            </Badge>
          </Group>
          {chain.data.problems.length > 0 && (
            <Alert color="red" variant="light" title="What the check found">
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
