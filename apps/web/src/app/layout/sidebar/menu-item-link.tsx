import { Badge, Group, NavLink, Tooltip } from '@mantine/core';
import type { MenuItem } from '@weighbridge/contract/menu';
import { Link } from 'react-router';
import { StatusDot } from './status-dot';

/** One sidebar entry: its label, a 'Shared' tag for items shared between modules, and a status dot. */
export function MenuItemLink({ item, current }: { item: MenuItem; current: boolean }) {
  const shared = item.shared ? (
    <Tooltip label={`Shared with: ${(item.sharedWith ?? []).join(', ')}`} withArrow>
      <Badge size="xs" variant="light" color="blue" tt="none">
        Shared
      </Badge>
    </Tooltip>
  ) : null;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      active={current}
      aria-current={current ? 'page' : undefined}
      py={6}
      pl={34}
      rightSection={
        <Group gap={6} wrap="nowrap">
          {shared}
          {item.status !== 'active' && <StatusDot status={item.status} />}
        </Group>
      }
    />
  );
}
