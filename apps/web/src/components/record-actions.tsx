/** The edit and delete buttons of one record; a button is left out when its handler is (no permission). */
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type RecordActionsProps = {
  /** Names the record for screen readers, e.g. 'vehicle ABC-123' gives 'Edit vehicle ABC-123'. */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  className?: string;
};

export function RecordActions({ label, onEdit, onDelete, className }: RecordActionsProps) {
  if (!onEdit && !onDelete) return null;
  return (
    <Group gap={4} wrap="nowrap" className={className}>
      {onEdit && (
        <ActionIcon variant="subtle" color="blue" aria-label={`Edit ${label}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${label}`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
