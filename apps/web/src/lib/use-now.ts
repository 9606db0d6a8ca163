import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so an age such as '5 minutes ago' keeps up on an open screen. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
