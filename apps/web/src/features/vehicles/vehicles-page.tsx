import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /vehicles. */
export function VehiclesPage() {
  return <NotBuiltYet title="Fleet Management" />;
}
