/** The actions of a scale or reader row: Edit, and Disable or Enable (neither is ever deleted: documents name it). */
import { Button, Group, Table } from '@mantine/core';
import { RecordActions } from '../../components/record-actions';

type DeviceActionsCellProps = {
  /** Names the device for screen readers, e.g. 'scale Weighbridge 2' gives 'Edit scale Weighbridge 2'. */
  label: string;
  enabled: boolean;
  onEdit: () => void;
  onToggle: () => void;
};

export function DeviceActionsCell({ label, enabled, onEdit, onToggle }: DeviceActionsCellProps) {
  const action = enabled ? 'Disable' : 'Enable';
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap">
        <RecordActions label={label} onEdit={onEdit} />
        <Button variant="subtle" size="compact-sm" color={enabled ? 'red' : 'green'} aria-label={`${action} ${label}`} onClick={onToggle}>
          {action}
        </Button>
      </Group>
    </Table.Td>
  );
}
