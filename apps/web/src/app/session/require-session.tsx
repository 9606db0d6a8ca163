import { Navigate, Outlet } from 'react-router';
import { LoadingNotice } from '../../components/loading-notice';
import { SiteTimeZoneGate } from '../site/site-time-zone-gate';
import { useSession } from './session-context';

/** Every route but /login: 'Loading...' while the session is confirmed, /login without a user. */
export function RequireSession() {
  const { user, loading } = useSession();
  if (loading) return <LoadingNotice />;
  if (!user) return <Navigate to="/login" replace />;
  return (
    <SiteTimeZoneGate>
      <Outlet />
    </SiteTimeZoneGate>
  );
}
