/** The time, moved on every half minute: what viewers see changes as release times pass. */
import { useEffect, useState } from 'react';

export function useClock(): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return clock;
}
