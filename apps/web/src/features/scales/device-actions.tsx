/** The actions of a scale or reader row: Edit, and Disable or Enable (neither is ever deleted: documents name it). */
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordActions } from '../../components/record-actions';

type Device = { name: string; enabled: boolean };

/**
 * The Actions cell of each device of a table; undefined, and no Actions column, for a user who may not
 * configure devices. `kind` names the device for screen readers: 'scale' gives 'Edit scale Weighbridge 2'.
 */
export function deviceActions<T extends Device>(
  kind: string,
  onEdit: ((device: T) => void) | undefined,
  onToggle: ((device: T) => void) | undefined,
): ((device: T) => ReactNode) | undefined {
  if (!onEdit || !onToggle) return undefined;
  return (device) => <DeviceActions label={`${kind} ${device.name}`} enabled={device.enabled} onEdit={() => onEdit(device)} onToggle={() => onToggle(device)} />;
}

type DeviceActionsProps = { label: string; enabled: boolean; onEdit: () => void; onToggle: () => void };

function DeviceActions({ label, enabled, onEdit, onToggle }: DeviceActionsProps) {
  const action = enabled ? 'Disable' : 'Enable';
  return (
    <Group gap={4} wrap="nowrap">
      <RecordActions label={label} onEdit={onEdit} />
      <Button variant="subtle" size="compact-sm" color={enabled ? 'red' : 'green'} aria-label={`${action} ${label}`} onClick={onToggle}>
        {action}
      </Button>
    </Group>
  );
}
