/**
 * The phone's Back closes an open sheet instead of leaving the page under it, as native apps
 * do: opening adds a history entry for the same address (marked with the sheet), Back pops it
 * and closes the sheet. Closing the sheet otherwise (its close button, a tap on the mask)
 * takes that entry back out. Sheets over sheets each have their own entry; a Back closes
 * only the top one.
 *
 * The entry keeps React Router's own state (key, index), so the router sees the same location
 * on both sides of it and nothing else on the page reacts. The navigation helper takes open
 * sheets' entries out before it navigates (lib/sheet-history.ts), so a page opened from a
 * sheet (an episode chosen in the grid) does not replace the sheet's entry or stack on it.
 */
import { useEffect, useRef } from 'react';
import { pendingSheetPops, popSheetEntry, sheetOf } from '#web/lib/sheet-history.ts';

let sequence = 0;

export function useCloseOnBack(visible: boolean, onClose: () => void): void {
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    if (!visible) return;
    sequence += 1;
    const marker = `sheet-${sequence}`;
    let cancelled = false;
    let pushed = false;
    let popped = false;
    const onPop = (): void => {
      // A Back that left a sheet above this one keeps this one open.
      if (popped || sheetOf(window.history.state) === marker) return;
      popped = true;
      latestClose.current();
    };
    const push = (): void => {
      if (cancelled) return;
      const current: unknown = window.history.state;
      window.history.pushState({ ...(typeof current === 'object' ? current : {}), sheet: marker }, '');
      pushed = true;
      window.addEventListener('popstate', onPop);
    };
    // A sheet that closed as this one opened (the locked sheet handing over to the pay popup) is
    // still taking its entry out: push after that, or its Back would take this entry instead.
    const settling = pendingSheetPops();
    if (settling) void settling.then(push);
    else push();
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPop);
      // Closed in the page: take the entry out, unless the app has navigated on since.
      if (pushed && !popped && sheetOf(window.history.state) === marker) void popSheetEntry(marker);
    };
  }, [visible]);
}
