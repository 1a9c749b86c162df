/**
 * The phone's Back closes an open sheet instead of leaving the page under it, as native apps
 * do: opening adds a history entry for the same address (marked with the sheet), Back pops it
 * and closes the sheet. Closing the sheet otherwise (its close button, a tap on the mask)
 * takes that entry back out. Sheets over sheets each have their own entry; a Back closes
 * only the top one.
 *
 * The entry keeps React Router's own state (key, index), so the router sees the same location
 * on both sides of it and nothing else on the page reacts.
 */
import { useEffect, useRef } from 'react';

let sequence = 0;

function sheetOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'sheet' in state ? state.sheet : undefined;
}

export function useCloseOnBack(visible: boolean, onClose: () => void): void {
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    if (!visible) return;
    sequence += 1;
    const marker = `sheet-${sequence}`;
    const current: unknown = window.history.state;
    window.history.pushState({ ...(typeof current === 'object' ? current : {}), sheet: marker }, '');
    let popped = false;
    const onPop = (): void => {
      // A Back that left a sheet above this one keeps this one open.
      if (popped || sheetOf(window.history.state) === marker) return;
      popped = true;
      latestClose.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed in the page: take the entry out, unless the app has navigated on since.
      if (!popped && sheetOf(window.history.state) === marker) window.history.back();
    };
  }, [visible]);
}
