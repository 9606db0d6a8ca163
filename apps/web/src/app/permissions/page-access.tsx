/**
 * Shows the current page only to a user holding the permission its route names (page-routes.ts); anyone
 * else reads that they may not view it, instead of controls the server would refuse. The server checks
 * every call again: this only keeps the screen honest.
 */
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router';
import { LoadingNotice } from '../../components/loading-notice';
import type { PageHandle } from '../page-routes';
import { pageAccessMessages as text } from './messages';
import { usePermissions } from './permission-context';

export function PageAccess({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const permissions = usePermissions();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  if (!handle) return children;
  if (permissions.loading) return <LoadingNotice />;
  if (permissions.hasPermission(handle.permission)) return children;
  return (
    <Stack maw={720}>
      <Alert color="red" title={<FormattedMessage {...text.accessDenied} />} icon={<IconLock aria-hidden />}>
        {handle.deniedText ?? <FormattedMessage {...text.noPagePermission} />}
      </Alert>
    </Stack>
  );
}
