import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /materials. */
export function MaterialsPage() {
  return <NotBuiltYet title="Materials Catalog" />;
}
