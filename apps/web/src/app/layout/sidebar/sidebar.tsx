/** The sidebar (spec part 2 section 2): the menu catalogue, filtered by view and permissions. */
import { AppShell, Button, Group, ScrollArea, SegmentedControl, Text } from '@mantine/core';
import { MENU } from '@weighbridge/contract/menu';
import type { MenuView } from '@weighbridge/contract/preferences';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { usePermissions } from '../../permissions/permission-context';
import { usePreferences } from '../../preferences/preferences-context';
import { sidebarMessages as text } from '../messages';
import { MenuSection } from './menu-section';
import { visibleMenu } from './visible-menu';

/** The product's name, the same in every language. */
const BRAND = 'Starmining';

export function Sidebar() {
  const intl = useIntl();
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
    <AppShell.Navbar aria-label={intl.formatMessage(text.mainMenu)}>
      <AppShell.Section p="md" pb="xs">
        <Text fw={800} size="lg" c="var(--app-brand-text)">
          {BRAND}
        </Text>
        <Group justify="space-between" mt="sm" wrap="nowrap">
          <SegmentedControl
            size="xs"
            aria-label={intl.formatMessage(text.menuView)}
            data={[
              { value: 'simple', label: intl.formatMessage(text.simple) },
              { value: 'advanced', label: intl.formatMessage(text.advanced) },
            ]}
            value={view}
            onChange={(value) => setView(value === 'advanced' ? 'advanced' : 'simple')}
          />
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setClosed(allOpen ? new Set(MENU.map((module) => module.id)) : new Set())}
          >
            {intl.formatMessage(allOpen ? text.collapseAll : text.expandAll)}
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
