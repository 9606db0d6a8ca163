import { Box, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { MenuItem, MenuModule } from '@weighbridge/contract/menu';
import { FormattedMessage } from 'react-intl';
import { menuModuleMessage } from '../../../lib/contract-messages';
import { MenuItemLink } from './menu-item-link';

type MenuSectionProps = {
  module: MenuModule;
  items: readonly MenuItem[];
  open: boolean;
  onToggle: () => void;
  currentPath: string;
};

/** A module of the sidebar: a heading button that opens and closes the list of its items. */
export function MenuSection({ module, items, open, onToggle, currentPath }: MenuSectionProps) {
  const listId = `menu-section-${module.id}`;
  return (
    <Box mb={4}>
      <UnstyledButton onClick={onToggle} aria-expanded={open} aria-controls={listId} w="100%" px="sm" py={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Box w={10} h={10} bg={`${module.colour}.7`} style={{ borderRadius: 2 }} aria-hidden />
            <Text size="sm" fw={700}>
              <FormattedMessage {...menuModuleMessage(module)} />
            </Text>
          </Group>
          <IconChevronDown
            size={14}
            aria-hidden
            style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 150ms ease' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={listId}>
        {items.map((item) => (
          <MenuItemLink key={item.id} item={item} current={item.path === currentPath} />
        ))}
      </Collapse>
    </Box>
  );
}
