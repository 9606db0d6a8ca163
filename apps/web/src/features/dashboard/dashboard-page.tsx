import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /dashboard. */
export function DashboardPage() {
  return <NotBuiltYet title="Dashboard" />;
}
