/**
 * What a user whose role requires two-factor sign-in sees, until it is on, instead of every page (the
 * server refuses the rest): the set-up, or signing out.
 */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { showToast } from '../../components/toast';
import { TwoFactorEnrolment } from './two-factor-enrolment';

export function RequiredTwoFactorSetup() {
  const { user, logout, updateUser } = useSession();
  const navigate = useNavigate();

  async function signOut() {
    await logout();
    navigate(PAGE_PATHS.login, { replace: true });
  }

  return (
    <Box component="main" mih="100vh" bg="gray.1" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }} p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={480}>
        <Stack gap="sm">
          <div>
            <Title order={1} size="h2">
              Set Up Two-Factor Sign-In
            </Title>
            <Text size="sm" c="dimmed">
              {user?.name}, your role requires a code from an authenticator app at every sign-in. Set it up to continue.
            </Text>
          </div>
          <TwoFactorEnrolment
            username={user?.username ?? ''}
            onDone={(changed) => {
              showToast('success', 'Two-factor sign-in is on');
              updateUser(changed);
            }}
          />
          <Group>
            <Button variant="subtle" onClick={() => void signOut()}>
              Logout
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
