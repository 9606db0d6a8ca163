/** The edit and delete buttons of one record; a button is left out when its handler is (no permission). */
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { recordActionMessages as text } from './messages';

type RecordActionsProps = {
  /** Names the record for screen readers, e.g. 'vehicle ABC-123' gives 'Edit vehicle ABC-123'. */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Small buttons fit inside a chip. */
  size?: 'sm' | 'md';
  className?: string;
};

export function RecordActions({ label, onEdit, onDelete, size = 'md', className }: RecordActionsProps) {
  const intl = useIntl();
  if (!onEdit && !onDelete) return null;
  const iconSize = size === 'sm' ? 15 : 18;
  return (
    <Group gap={size === 'sm' ? 0 : 4} wrap="nowrap" className={className}>
      {onEdit && (
        <ActionIcon variant="subtle" color="blue" size={size} aria-label={intl.formatMessage(text.edit, { label })} onClick={onEdit}>
          <IconPencil size={iconSize} aria-hidden />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon variant="subtle" color="red" size={size} aria-label={intl.formatMessage(text.delete, { label })} onClick={onDelete}>
          <IconTrash size={iconSize} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * A table's Actions cell of edit and delete buttons, for each record; undefined when the user may do
 * neither, so the table leaves out the column.
 * @example actions={editDeleteActions((driver) => `driver ${driver.name}`, onEdit, onDelete)}
 */
export function editDeleteActions<T>(
  label: (record: T) => string,
  onEdit: ((record: T) => void) | undefined,
  onDelete: ((record: T) => void) | undefined,
): ((record: T) => ReactNode) | undefined {
  if (!onEdit && !onDelete) return undefined;
  return (record) => <RecordActions label={label(record)} onEdit={onEdit && (() => onEdit(record))} onDelete={onDelete && (() => onDelete(record))} />;
}
