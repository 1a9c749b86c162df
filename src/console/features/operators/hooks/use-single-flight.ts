/**
 * One request at a time from a control: a call while the previous one runs is dropped, decided
 * synchronously (a ref), so a double click sends once even before React shows `busy` (the
 * button's loading state). A failure has been shown by then (the query client's message, or
 * the form's alert): here it only ends the flight.
 */
import { useCallback, useRef, useState } from 'react';

export function useSingleFlight(): { busy: boolean; run: (task: () => Promise<unknown>) => Promise<void> } {
  const flying = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
    if (flying.current) return;
    flying.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // Shown where it belongs (see above).
    } finally {
      flying.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
