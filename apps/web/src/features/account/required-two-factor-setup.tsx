/**
 * What a user whose role requires two-factor sign-in sees, until it is on, instead of every page (the
 * server refuses the rest): the set-up, or signing out.
 */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { CardPage, CardPageHeading } from '../../components/card-page';
import { showToast } from '../../components/toast';
import { commonMessages, requiredTwoFactorMessages as text } from './messages';
import { TwoFactorEnrolment } from './two-factor-enrolment';

export function RequiredTwoFactorSetup() {
  const intl = useIntl();
  const { user, logout, updateUser } = useSession();
  const navigate = useNavigate();

  async function signOut() {
    await logout();
    navigate(PAGE_PATHS.login, { replace: true });
  }

  return (
    <CardPage width={480}>
      <Stack gap="sm">
        <CardPageHeading title={intl.formatMessage(text.title)}>{intl.formatMessage(text.text, { name: user?.name ?? '' })}
        </CardPageHeading>
        <TwoFactorEnrolment
          username={user?.username ?? ''}
          onDone={(changed) => {
            showToast('success', intl.formatMessage(commonMessages.twoFactorOn));
            updateUser(changed);
          }}
        />
        <Group>
          <Button variant="subtle" onClick={() => void signOut()}>
            {intl.formatMessage(commonMessages.logout)}
          </Button>
        </Group>
      </Stack>
    </CardPage>
  );
}
