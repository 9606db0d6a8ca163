/**
 * The System page's Workstations: the computers the site weighs at, each with the scale and reader its
 * weighing page opens on. The weighing page asks which one it runs on and remembers it in the browser.
 */
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { WORKSTATION_MESSAGES, type Workstation } from '@weighbridge/contract/workstations';
import { useState } from 'react';
import { errorText } from '../../app/api-client';
import { useWorkstations } from '../../app/queries/workstations';
import { type CatalogueColumn, CatalogueTable } from '../../components/catalogue-table';
import { LoadingNotice } from '../../components/loading-notice';
import { editDeleteActions } from '../../components/record-actions';
import { showToast } from '../../components/toast';
import { NOT_SET } from '../../lib/format';
import { useDeleteWorkstation } from './api/workstations';
import { WorkstationFormModal } from './workstation-form-modal';

const COLUMNS: readonly CatalogueColumn<Workstation>[] = [
  { header: 'Name', cell: (workstation) => workstation.name, td: { fw: 600 } },
  { header: 'Default scale', cell: (workstation) => workstation.scale_name },
  { header: 'Default reader', cell: (workstation) => workstation.reader_name ?? NOT_SET },
];

export function WorkstationsPanel() {
  const workstations = useWorkstations();
  const remove = useDeleteWorkstation();
  const [open, setOpen] = useState<{ workstation?: Workstation } | null>(null);

  function confirmDelete(workstation: Workstation) {
    if (!window.confirm(`Delete workstation ${workstation.name}? Computers that chose it open on the first scale again.`)) return;
    remove.mutate(workstation.workstation_id, {
      onSuccess: () => showToast('success', WORKSTATION_MESSAGES.deleted),
      onError: (error) => showToast('error', errorText(error, 'Failed to delete workstation')),
    });
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Workstations">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          Workstations
        </Title>
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setOpen({})}>
          Add Workstation
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        The computers the site weighs at. On the weighing page, each says which one it is and opens on its scale and reader.
      </Text>
      {workstations.isPending && <LoadingNotice />}
      {workstations.isError && <Text c="red">The workstations could not be loaded.</Text>}
      {workstations.data && (
        <CatalogueTable
          records={workstations.data}
          columns={COLUMNS}
          rowKey={(workstation) => workstation.workstation_id}
          emptyText="No workstations yet"
          minWidth={480}
          actions={editDeleteActions((workstation) => `workstation ${workstation.name}`, (workstation) => setOpen({ workstation }), confirmDelete)}
        />
      )}
      {open && <WorkstationFormModal workstation={open.workstation} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
