/** A site's only rig, area or polygon, chosen for the user as soon as it is known: one tap fewer on a tablet. */
import { useEffect } from 'react';

/**
 * Chooses the only id offered while nothing is chosen (and the form is new: a record being corrected keeps what it
 * names). A choice the user made, or a list of more than one, is left alone.
 */
export function useOnlyChoice(chosen: number | null, ids: readonly number[], choose: (id: number) => void, enabled = true): void {
  const only = ids.length === 1 ? ids[0]! : null;
  useEffect(() => {
    if (enabled && chosen === null && only !== null) choose(only);
  }, [enabled, chosen, only, choose]);
}
