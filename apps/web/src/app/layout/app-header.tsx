/** The header (spec part 1 section 2): page title, today's date, who is signed in, and Logout. */
import { AppShell, Burger, Button, Group, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useNow } from '../../lib/use-now';
import { useSession } from '../session/session-context';
import { pageTitle } from './page-title';

/** The date moves on at the site's midnight within a minute: the screens stay open through the night shift. */
const DATE_REFRESH_MS = 60_000;

type AppHeaderProps = { navigationOpen: boolean; onToggleNavigation: () => void };

export function AppHeader({ navigationOpen, onToggleNavigation }: AppHeaderProps) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timeZone = useSiteTimeZone();
  const now = useNow(DATE_REFRESH_MS);

  async function signOut() {
    await logout();
    navigate('/login', { replace: true });
  }

  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={navigationOpen}
            onClick={onToggleNavigation}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
          <Title order={1} size="h3">
            {pageTitle(pathname)}
          </Title>
        </Group>
        <Group gap="lg" wrap="nowrap">
          <Text size="sm" visibleFrom="md">
            {formatLongDate(now, timeZone)}
          </Text>
          {/* One element holds the name with the role inside it, so each can be found by its text alone. */}
          <Text size="sm" fw={600} ta="right">
            {user?.name}
            <Text span display="block" size="xs" fw={400} c="dimmed" tt="capitalize">
              {user?.role}
            </Text>
          </Text>
          <Button variant="light" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
            Logout
          </Button>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
