/** The sidebar (spec part 2 section 2): the menu catalogue, filtered by view and permissions. */
import { AppShell, Button, Group, ScrollArea, SegmentedControl, Text } from '@mantine/core';
import { MENU } from '@weighbridge/contract/menu';
import { APPEARANCE_VALUE_LABELS, MENU_VIEWS, type MenuView } from '@weighbridge/contract/preferences';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { usePermissions } from '../../permissions/permission-context';
import { usePreferences } from '../../preferences/preferences-context';
import { MenuSection } from './menu-section';
import { visibleMenu } from './visible-menu';

const VIEWS = MENU_VIEWS.map((value) => ({ value, label: APPEARANCE_VALUE_LABELS.menuView[value] }));

export function Sidebar() {
  const { hasPermission } = usePermissions();
  const { pathname } = useLocation();
  // The view opens as the user's preference says (Settings / Appearance); switching here lasts until the
  // preference changes or the page is loaded again.
  const preferred = usePreferences().menuView;
  const [switched, setSwitched] = useState<{ from: MenuView; to: MenuView } | null>(null);
  const view = switched?.from === preferred ? switched.to : preferred;
  const setView = (to: MenuView) => setSwitched({ from: preferred, to });
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
        <Text fw={800} size="lg" c="var(--app-brand-text)">
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
