/**
 * What the Drill logs and Blasts tabs share: the period's From and To with the tab's add button beside them, the
 * tab's lists once the period's answer has come, and the dialog that adds a record or corrects one. Each tab brings
 * its own query, words, lists and form.
 */
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { LoadingNotice } from '../../../components/loading-notice';
import { showToast } from '../../../components/toast';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { type OperationsPeriod, periodToAsk } from './operations-period';
import { OperationsPeriodInputs } from './operations-period-inputs';

type Props<Answer, Entry> = {
  period: OperationsPeriod;
  onPeriodChange: (period: OperationsPeriod) => void;
  /** The tab's query of the period, asked for only while the period asks for days. */
  answer: { isPending: boolean; isError: boolean; data: Answer | undefined };
  /** What a toast says when the answer cannot be loaded. */
  loadFailed: MessageDescriptor;
  addLabel: string;
  mayAdd: boolean;
  mayEdit: boolean;
  /** The tab's lists; `edit` opens the dialog on a record, and is there only for one who may edit. */
  lists: (answer: Answer, edit: ((record: Entry) => void) | undefined) => ReactNode;
  /** The dialog, adding when there is no record. */
  form: (record: Entry | undefined, close: () => void) => ReactNode;
};

export function OperationsPeriodTab<Answer, Entry>({ period, onPeriodChange, answer, loadFailed, addLabel, mayAdd, mayEdit, lists, form }: Props<Answer, Entry>) {
  const intl = useIntl();
  const [open, setOpen] = useState<{ record?: Entry } | null>(null);
  useLoadFailure(answer.isError, () => showToast('error', intl.formatMessage(loadFailed)));
  // A To before its From asks for nothing: no answer is coming, so nothing is said to be loading.
  const asking = periodToAsk(period) !== null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-start" gap="sm">
          <OperationsPeriodInputs period={period} onChange={onPeriodChange} />
        </Group>
        {mayAdd && (
          <Button size="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen({})}>
            {addLabel}
          </Button>
        )}
      </Group>
      {answer.isPending && asking && <LoadingNotice />}
      {answer.data !== undefined && lists(answer.data, mayEdit ? (record) => setOpen({ record }) : undefined)}
      {open && form(open.record, () => setOpen(null))}
    </Stack>
  );
}

/** One of a tab's lists: its title over its table, the section named by the title. */
export function OperationsList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <Paper withBorder radius="md">
        {children}
      </Paper>
    </section>
  );
}
