import { Badge, Group, NavLink, Tooltip } from '@mantine/core';
import { MENU, type MenuItem } from '@weighbridge/contract/menu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { menuItemMessage, menuModuleMessage } from '../../../lib/contract-messages';
import { sidebarMessages as text } from '../messages';
import { StatusDot } from './status-dot';

/** One sidebar entry: its label, a 'Shared' tag for items shared between modules, and a status dot. */
export function MenuItemLink({ item, current }: { item: MenuItem; current: boolean }) {
  const intl = useIntl();
  // The modules shared with are named as the sidebar names them, in the reader's language.
  const moduleName = (name: string) => {
    const module = MENU.find((candidate) => candidate.name === name);
    return module ? intl.formatMessage(menuModuleMessage(module)) : name;
  };
  const shared = item.shared ? (
    <Tooltip label={intl.formatMessage(text.sharedWith, { modules: intl.formatList((item.sharedWith ?? []).map(moduleName), { type: 'unit' }) })} withArrow>
      <Badge size="xs" variant="light" color="blue" tt="none">
        {intl.formatMessage(text.shared)}
      </Badge>
    </Tooltip>
  ) : null;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={intl.formatMessage(menuItemMessage(item))}
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
