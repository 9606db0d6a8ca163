import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /unloading-stations. */
export function UnloadingStationsPage() {
  return <NotBuiltYet title="Unloading Stations" />;
}
