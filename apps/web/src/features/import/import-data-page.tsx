import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /import-data. */
export function ImportDataPage() {
  return <NotBuiltYet title="Import Data" />;
}
