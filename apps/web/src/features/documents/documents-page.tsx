import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /documents. */
export function DocumentsPage() {
  return <NotBuiltYet title="Scale Documents" />;
}
