/**
 * What a user signed in with a first password, or one an administrator reset, sees instead of every page:
 * the change of that password (the server refuses everything else until then), or signing out.
 */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { showToast } from '../../components/toast';
import { PasswordChangeFields } from './password-change-fields';
import { usePasswordChangeForm } from './password-change-form';

export function RequiredPasswordChange() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  // Once changed, the session's user no longer needs it and the page asked for shows.
  const form = usePasswordChangeForm(() => showToast('success', 'Password changed'));

  async function signOut() {
    await logout();
    navigate(PAGE_PATHS.login, { replace: true });
  }

  return (
    <Box component="main" mih="100vh" bg="gray.1" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }} p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
        <form
          noValidate
          aria-labelledby="required-password-change-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!form.saving) void form.submit();
          }}
        >
          <Stack gap="sm">
            <div>
              <Title order={1} size="h2" id="required-password-change-title">
                Change Your Password
              </Title>
              <Text size="sm" c="dimmed">
                {user?.name}, you signed in with a password an administrator set. Choose your own password to continue.
              </Text>
            </div>
            <PasswordChangeFields form={form} />
            <Group justify="space-between" mt="xs">
              <Button variant="default" onClick={() => void signOut()} disabled={form.saving}>
                Logout
              </Button>
              <Button type="submit" disabled={form.saving}>
                {form.saving ? 'Changing...' : 'Change Password'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
