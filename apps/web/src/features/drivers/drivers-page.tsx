import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /drivers. */
export function DriversPage() {
  return <NotBuiltYet title="Driver Management" />;
}
