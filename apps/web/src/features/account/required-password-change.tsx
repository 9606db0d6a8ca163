/**
 * What a user signed in with a first password, or one an administrator reset, sees instead of every page:
 * the change of that password (the server refuses everything else until then), or signing out.
 */
import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { Button, Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { CardPage, CardPageHeading } from '../../components/card-page';
import { showToast } from '../../components/toast';
import { commonMessages, passwordMessages as text, requiredPasswordMessages } from './messages';
import { PasswordChangeFields } from './password-change-fields';
import { usePasswordChangeForm } from './password-change-form';

export function RequiredPasswordChange() {
  const intl = useIntl();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  // Once changed, the session's user no longer needs it and the page asked for shows.
  const form = usePasswordChangeForm(() => showToast('success', intl.formatMessage(text.changed)));

  async function signOut() {
    await logout();
    navigate(PAGE_PATHS.login, { replace: true });
  }

  return (
    <CardPage width={440}>
      <form
        noValidate
        aria-labelledby="required-password-change-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.saving) void form.submit();
        }}
      >
        <Stack gap="sm">
          <CardPageHeading title={intl.formatMessage(text.requiredTitle)} id="required-password-change-title">
            {intl.formatMessage(requiredPasswordMessages.text, { name: user?.name ?? '' })}
          </CardPageHeading>
          <PasswordChangeFields form={form} />
          <Group justify="space-between" mt="xs">
            <Button variant="default" onClick={() => void signOut()} disabled={form.saving}>
              {intl.formatMessage(commonMessages.logout)}
            </Button>
            <Button type="submit" disabled={form.saving}>
              {intl.formatMessage(form.saving ? text.changing : text.change)}
            </Button>
          </Group>
        </Stack>
      </form>
    </CardPage>
  );
}
