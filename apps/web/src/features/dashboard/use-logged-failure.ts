/** Dashboard load errors are only logged (spec part 1 section 8): no toast, and the other blocks carry on. */
import { useLoadFailure } from '../../lib/use-load-failure';

export function useLoggedFailure(query: { isError: boolean; error: unknown }, what: string): void {
  useLoadFailure(query.isError, () => console.error(`Failed to load ${what}`, query.error));
}
