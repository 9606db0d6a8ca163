/** A built-in role's grants, read-only: the templates a custom role may start from. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RoleRecord } from '@weighbridge/contract/users';
import { useIntl } from 'react-intl';
import { GrantsMatrix } from './grants-matrix';
import { roleGrantsMessages as text } from './messages';
import { useRoleTexts } from './role-texts';
import { DIALOG_TITLE_STYLES } from '../../components/form-modal';

export function RoleGrantsModal({ role, onClose }: { role: RoleRecord; onClose: () => void }) {
  const intl = useIntl();
  const roleTexts = useRoleTexts();
  const description = roleTexts.description(role.name, role.description);
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage(text.title, { label: roleTexts.label(role.name, role.label) })}
      size="xl"
      closeButtonProps={{ 'aria-label': intl.formatMessage(text.closeDialog) }}
      styles={DIALOG_TITLE_STYLES}
    >
      <Stack gap="sm">
        {description && <Text size="sm">{description}</Text>}
        {role.built_in && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(text.builtIn)}
          </Text>
        )}
        <GrantsMatrix grants={role.grants} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(text.close)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
