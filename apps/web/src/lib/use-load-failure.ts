/** Tells the user once each time a page's data fails to load (a toast or an alert, as the spec words it). */
import { useEffect, useEffectEvent } from 'react';

export function useLoadFailure(failed: boolean, report: () => void): void {
  const reportFailure = useEffectEvent(report);
  useEffect(() => {
    if (failed) reportFailure();
  }, [failed]);
}
