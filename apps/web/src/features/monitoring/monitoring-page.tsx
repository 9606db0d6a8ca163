import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /settings/monitoring. */
export function MonitoringPage() {
  return <NotBuiltYet title="Monitoring" />;
}
