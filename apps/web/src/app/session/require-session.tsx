import { PAGE_PATHS } from '@weighbridge/contract/page-paths';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingNotice } from '../../components/loading-notice';
import { SiteTimeZoneGate } from '../site/site-time-zone-gate';
import { useSession } from './session-context';

const RequiredTwoFactorSetup = lazy(async () => ({
  default: (await import('../../features/account/required-two-factor-setup')).RequiredTwoFactorSetup,
}));

const RequiredPasswordChange = lazy(async () => ({
  default: (await import('../../features/account/required-password-change')).RequiredPasswordChange,
}));

/**
 * Every route but /login: 'Loading...' while the session is confirmed, /login without a user, and only
 * the change of password for a user signed in with a first or reset one, then the set-up of two-factor
 * sign-in for a user whose role requires it (the server refuses the rest until then).
 */
export function RequireSession() {
  const { user, loading } = useSession();
  if (loading) return <LoadingNotice />;
  if (!user) return <Navigate to={PAGE_PATHS.login} replace />;
  if (user.must_change_password) {
    return (
      <Suspense fallback={<LoadingNotice />}>
        <RequiredPasswordChange />
      </Suspense>
    );
  }
  if (user.two_factor_setup_required) {
    return (
      <Suspense fallback={<LoadingNotice />}>
        <RequiredTwoFactorSetup />
      </Suspense>
    );
  }
  return (
    <SiteTimeZoneGate>
      <Outlet />
    </SiteTimeZoneGate>
  );
}
