import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /reports. */
export function ReportsPage() {
  return <NotBuiltYet title="Reports & Analytics" />;
}
