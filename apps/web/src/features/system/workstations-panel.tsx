/**
 * The System page's Workstations: the computers the site weighs at, each with the scale and reader its
 * weighing page opens on. The weighing page asks which one it runs on and remembers it in the browser.
 */
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Workstation } from '@weighbridge/contract/workstations';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../../app/api-client';
import { useWorkstations } from '../../app/queries/workstations';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { LoadingNotice } from '../../components/loading-notice';
import { editDeleteActions } from '../../components/record-actions';
import { showToast } from '../../components/toast';
import { NOT_SET } from '../../lib/format';
import { useKnownTexts } from '../../lib/known-texts';
import { useDeleteWorkstation } from './api/workstations';
import { workstationDeleted, workstationMessages as text } from './messages';
import { WorkstationFormModal } from './workstation-form-modal';

export function WorkstationsPanel() {
  const intl = useIntl();
  const knownText = useKnownTexts();
  const workstations = useWorkstations();
  const remove = useDeleteWorkstation();
  const [open, setOpen] = useState<{ workstation?: Workstation } | null>(null);
  const columns: readonly CatalogueColumn<Workstation>[] = [
    { header: intl.formatMessage(text.name), cell: (workstation) => workstation.name, td: { fw: 600 } },
    { header: intl.formatMessage(text.scale), cell: (workstation) => workstation.scale_name },
    { header: intl.formatMessage(text.reader), cell: (workstation) => workstation.reader_name ?? NOT_SET },
  ];

  function confirmDelete(workstation: Workstation) {
    if (!window.confirm(intl.formatMessage(text.deleteQuestion, { name: workstation.name }))) return;
    remove.mutate(workstation.workstation_id, {
      onSuccess: () => showToast('success', intl.formatMessage(workstationDeleted)),
      onError: (error) => showToast('error', knownText(errorText(error, intl.formatMessage(text.deleteFailed)))),
    });
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={intl.formatMessage(text.title)}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          {intl.formatMessage(text.title)}
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setOpen({})}>
          {intl.formatMessage(text.add)}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {intl.formatMessage(text.text)}
      </Text>
      {workstations.isPending && <LoadingNotice />}
      {workstations.isError && <Text c="red">{intl.formatMessage(text.notLoaded)}</Text>}
      {workstations.data && (
        <CatalogueTable
          records={workstations.data}
          columns={columns}
          rowKey={(workstation) => workstation.workstation_id}
          emptyText={intl.formatMessage(text.empty)}
          minWidth={480}
          actions={editDeleteActions((workstation) => intl.formatMessage(text.recordLabel, { name: workstation.name }), (workstation) => setOpen({ workstation }), confirmDelete)}
        />
      )}
      {open && <WorkstationFormModal workstation={open.workstation} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
