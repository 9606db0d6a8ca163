import { useEffect, useState } from 'react';

/** Today's date, moving on at midnight: the weighbridge screens stay open through the night shift. */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const timer = setTimeout(() => setToday(new Date()), midnight.getTime() - Date.now());
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
