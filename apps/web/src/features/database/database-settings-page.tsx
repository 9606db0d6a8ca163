import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /settings/database. */
export function DatabaseSettingsPage() {
  return <NotBuiltYet title="Database" />;
}
