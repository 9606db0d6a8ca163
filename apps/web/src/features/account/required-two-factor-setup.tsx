/**
 * What a user whose role requires two-factor sign-in sees, until it is on, instead of every page (the
 * server refuses the rest): the set-up, or signing out.
 */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { CardPage, CardPageHeading } from '../../components/card-page';
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
    <CardPage width={480}>
      <Stack gap="sm">
        <CardPageHeading title="Set Up Two-Factor Sign-In">
          {user?.name}, your role requires a code from an authenticator app at every sign-in. Set it up to continue.
        </CardPageHeading>
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
    </CardPage>
  );
}
