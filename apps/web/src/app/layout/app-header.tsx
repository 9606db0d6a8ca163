/**
 * The header (spec part 1 section 2): page title, today's date, who is signed in, and Logout. The user's
 * name opens their menu: 'Change password' and 'My sessions'. On a phone (below the sidebar's breakpoint)
 * the name and Logout become icons, the name and role moving into the menu, so that the header fits 390 px.
 */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { AppShell, Box, Burger, Button, Group, Image, Menu, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDevices, IconKey, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { ChangePasswordModal } from '../../features/account/change-password-modal';
import { MySessionsModal } from '../../features/account/my-sessions-modal';
import { TwoFactorModal } from '../../features/account/two-factor-modal';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';
import { useNow } from '../../lib/use-now';
import { LanguageMenuItems } from '../i18n/language-choice';
import { useSession } from '../session/session-context';
import { useSite } from '../queries/site';
import { headerMessages as text } from './messages';
import { pageTitle } from './page-title';

/** The date moves on at the site's midnight within a minute: the screens stay open through the night shift. */
const DATE_REFRESH_MS = 60_000;

type AppHeaderProps = { navigationOpen: boolean; onToggleNavigation: () => void };

export function AppHeader({ navigationOpen, onToggleNavigation }: AppHeaderProps) {
  const { user, logout } = useSession();
  const intl = useIntl();
  const { formatLongDate } = useFormat();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timeZone = useSiteTimeZone();
  const site = useSite();
  const now = useNow(DATE_REFRESH_MS);
  const [changingPassword, setChangingPassword] = useState(false);
  const [viewingSessions, setViewingSessions] = useState(false);
  const [settingTwoFactor, setSettingTwoFactor] = useState(false);

  async function signOut() {
    await logout();
    navigate(PAGE_PATHS.login, { replace: true });
  }

  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={navigationOpen}
            onClick={onToggleNavigation}
            hiddenFrom="sm"
            size="sm"
            aria-label={intl.formatMessage(text.toggleNavigation)}
          />
          {site.data?.logoUrl && <Image src={site.data.logoUrl} alt={site.data.name} h={36} w="auto" maw={120} fit="contain" visibleFrom="sm" />}
          {/* A long title gives way (ellipsis) before the controls beside it do. */}
          <Title order={1} size="h3" lineClamp={1} miw={0}>
            {intl.formatMessage(pageTitle(pathname))}
          </Title>
        </Group>
        <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text size="sm" visibleFrom="md" ta="right">
            {formatLongDate(now, timeZone)}
            <Text span display="block" size="xs" c="dimmed" aria-label={intl.formatMessage(text.site)}>
              {site.data?.name}
            </Text>
          </Text>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label={intl.formatMessage(text.userMenu, { name: user?.name ?? '' })}>
                <Group gap={6} wrap="nowrap">
                  {/* One element holds the name with the role inside it, so each can be found by its text alone. */}
                  <Text size="sm" fw={600} ta="right" visibleFrom="sm">
                    {user?.name}
                    <Text span display="block" size="xs" fw={400} c="dimmed">
                      {user?.role_label}
                    </Text>
                  </Text>
                  <Box hiddenFrom="sm" display="flex">
                    <IconUserCircle size={26} aria-hidden />
                  </Box>
                  <IconChevronDown size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label hiddenFrom="sm">
                {intl.formatMessage(text.userWithRole, { name: user?.name ?? '', role: user?.role_label ?? '' })}
              </Menu.Label>
              <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => setChangingPassword(true)}>
                {intl.formatMessage(text.changePassword)}
              </Menu.Item>
              <Menu.Item leftSection={<IconDevices size={16} aria-hidden />} onClick={() => setViewingSessions(true)}>
                {intl.formatMessage(text.mySessions)}
              </Menu.Item>
              <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden />} onClick={() => setSettingTwoFactor(true)}>
                {intl.formatMessage(text.twoFactor)}
              </Menu.Item>
              <Menu.Divider />
              <LanguageMenuItems />
            </Menu.Dropdown>
          </Menu>
          {/* Named Logout at every width; on a phone it shows only its icon. */}
          <Button variant="light" aria-label={intl.formatMessage(text.logout)} px={{ base: 'xs', sm: 'md' }} onClick={signOut}>
            <IconLogout size={16} aria-hidden />
            <Box component="span" visibleFrom="sm" ml={8}>
              {intl.formatMessage(text.logout)}
            </Box>
          </Button>
        </Group>
      </Group>
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
      {viewingSessions && <MySessionsModal onClose={() => setViewingSessions(false)} />}
      {settingTwoFactor && <TwoFactorModal onClose={() => setSettingTwoFactor(false)} />}
    </AppShell.Header>
  );
}
