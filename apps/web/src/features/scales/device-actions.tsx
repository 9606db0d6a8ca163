/** The actions of a scale or reader row: Edit, and Disable or Enable (neither is ever deleted: documents name it). */
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RecordActions } from '../../components/record-actions';
import { deviceActionMessages as text } from './messages';

type Device = { name: string; enabled: boolean };

/**
 * The Actions cell of each device of a table; undefined, and no Actions column, for a user who may not
 * configure devices. `kind` names the device for screen readers: 'scale' gives 'Edit scale Weighbridge 2'.
 */
export function deviceActions<T extends Device>(
  kind: 'scale' | 'reader',
  onEdit: ((device: T) => void) | undefined,
  onToggle: ((device: T) => void) | undefined,
): ((device: T) => ReactNode) | undefined {
  if (!onEdit || !onToggle) return undefined;
  return (device) => <DeviceActions kind={kind} name={device.name} enabled={device.enabled} onEdit={() => onEdit(device)} onToggle={() => onToggle(device)} />;
}

type DeviceActionsProps = { kind: 'scale' | 'reader'; name: string; enabled: boolean; onEdit: () => void; onToggle: () => void };

function DeviceActions({ kind, name, enabled, onEdit, onToggle }: DeviceActionsProps) {
  const intl = useIntl();
  const label = intl.formatMessage(kind === 'scale' ? text.scaleLabel : text.readerLabel, { name });
  const actionLabel = intl.formatMessage(enabled ? text.disableLabel : text.enableLabel, { device: label });
  return (
    <Group gap={4} wrap="nowrap">
      <RecordActions label={label} onEdit={onEdit} />
      <Button variant="subtle" size="compact-sm" color={enabled ? 'red' : 'green'} aria-label={actionLabel} onClick={onToggle}>
        {intl.formatMessage(enabled ? text.disable : text.enable)}
      </Button>
    </Group>
  );
}
