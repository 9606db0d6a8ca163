/** The sidebar (spec part 2 section 2): the menu catalogue, filtered by view and permissions. */
import { AppShell, Button, Group, ScrollArea, SegmentedControl, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { MENU } from '@weighbridge/contract/menu';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { usePermissions } from '../../permissions/permission-context';
import { MenuSection } from './menu-section';
import { type MenuView, visibleMenu } from './visible-menu';

const VIEWS = [
  { value: 'simple', label: 'Simple' },
  { value: 'advanced', label: 'Advanced' },
];

export function Sidebar() {
  const { hasPermission } = usePermissions();
  const { pathname } = useLocation();
  // Simple is the default; a user who switches keeps the choice in this browser.
  const [view, setView] = useLocalStorage<MenuView>({
    key: 'weighbridge.menu-view',
    defaultValue: 'simple',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (stored) => (stored === 'advanced' ? 'advanced' : 'simple'),
  });
  // Sections are open by default, so only the closed ones are remembered.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const modules = visibleMenu(MENU, view, hasPermission);
  const allOpen = modules.every(({ module }) => !closed.has(module.id));

  function toggle(moduleId: string) {
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(moduleId)) next.add(moduleId);
      return next;
    });
  }

  return (
    <AppShell.Navbar aria-label="Main menu">
      <AppShell.Section p="md" pb="xs">
        <Text fw={800} size="lg" c="blue.9">
          Starmining
        </Text>
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <SegmentedControl
            size="xs"
            aria-label="Menu view"
            data={VIEWS}
            value={view}
            onChange={(value) => setView(value === 'advanced' ? 'advanced' : 'simple')}
          />
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setClosed(allOpen ? new Set(MENU.map((module) => module.id)) : new Set())}
          >
            {allOpen ? 'Collapse all' : 'Expand all'}
          </Button>
        </Group>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="xs" pb="md">
        {modules.map(({ module, items }) => (
          <MenuSection
            key={module.id}
            module={module}
            items={items}
            open={!closed.has(module.id)}
            onToggle={() => toggle(module.id)}
            currentPath={pathname}
          />
        ))}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
