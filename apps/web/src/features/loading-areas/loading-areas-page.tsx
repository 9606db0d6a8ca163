import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /loading-areas. */
export function LoadingAreasPage() {
  return <NotBuiltYet title="Drilling Areas & Polygons" />;
}
