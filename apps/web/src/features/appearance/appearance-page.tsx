/**
 * /settings/appearance (every role): the user's own theme, table density, sidebar view and language, each
 * the site's default or a value, and for administrators the site's defaults.
 */
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { usePermissions } from '../../app/permissions/permission-context';
import { accountPreferencesQueryOptions } from '../../app/queries/preferences';
import { useSession } from '../../app/session/session-context';
import { LoadingNotice } from '../../components/loading-notice';
import { PageToolbar } from '../../components/page-toolbar';
import { OwnAppearanceForm } from './own-appearance-form';
import { appearanceMessages, pageMessages as text } from './messages';
import { SiteDefaultsForm } from './site-defaults-form';

export function AppearancePage() {
  const intl = useIntl();
  const userId = useSession().user?.id ?? 0;
  const preferences = useQuery(accountPreferencesQueryOptions(userId));
  const maySetSiteDefaults = usePermissions().hasPermission('settings.appearance.site-defaults');
  return (
    <>
      <PageToolbar title={intl.formatMessage(appearanceMessages.title)} />
      {preferences.isError && (
        <Alert color="red" title={intl.formatMessage(text.failed)} role="alert" mb="md">
          {intl.formatMessage(text.notLoaded)}
        </Alert>
      )}
      {preferences.isPending && <LoadingNotice />}
      {preferences.data && (
        <Stack gap="lg" maw={760}>
          <OwnAppearanceForm saved={preferences.data} />
          {/* Keyed by what is saved, so that the form starts again from it after a save. */}
          {maySetSiteDefaults && <SiteDefaultsForm key={JSON.stringify(preferences.data.site)} saved={preferences.data.site} />}
        </Stack>
      )}
    </>
  );
}
