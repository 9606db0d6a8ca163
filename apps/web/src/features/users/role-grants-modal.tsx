/** A built-in role's grants, read-only: the templates a custom role may start from. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RoleRecord } from '@weighbridge/contract/users';
import { GrantsMatrix } from './grants-matrix';

export function RoleGrantsModal({ role, onClose }: { role: RoleRecord; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Role: ${role.label}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        {role.description && <Text size="sm">{role.description}</Text>}
        {role.built_in && (
          <Text size="sm" c="dimmed">
            A built-in role cannot be changed. To grant something else, add a role that starts from it.
          </Text>
        )}
        <GrantsMatrix grants={role.grants} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
