/**
 * The phone's Back closes an open sheet or dialog instead of leaving the page under it, as
 * native apps do. Opening one pushes a history entry for the same address, marked with the
 * sheet (holdSheetEntry); Back pops it and closes the sheet; closing the sheet otherwise takes
 * the entry back out, once, however many callers ask (the sheet closing itself, the app
 * navigating away). Sheets over sheets each have their own entry; a Back closes only the top one.
 *
 * The entry keeps React Router's own state (key, index), so the router sees the same location
 * on both sides of it and nothing else on the page reacts. The navigation helper takes open
 * sheets' entries out before it navigates (navigateFromSheets), so a page opened from a sheet
 * (an episode chosen in the grid) does not replace the sheet's entry or stack on it.
 */

let sequence = 0;
const pending = new Map<string, Promise<void>>();
const navigations = new Set<Promise<unknown>>();

/** The sheet marker of a history state, if it is a sheet's entry. */
export function sheetOf(state: unknown): string | undefined {
  return typeof state === 'object' && state !== null && 'sheet' in state && typeof state.sheet === 'string'
    ? state.sheet
    : undefined;
}

/** Goes back over the entry of `marker` (the top one); resolves once the browser has. */
export function popSheetEntry(marker: string): Promise<void> {
  const already = pending.get(marker);
  if (already) return already;
  const popped = new Promise<void>((resolve) => {
    const done = (): void => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', done);
      pending.delete(marker);
      resolve();
    };
    window.addEventListener('popstate', done);
    // Same-document traversals always fire popstate; the timer only guards against a browser that did not.
    const timer = window.setTimeout(done, 1000);
    window.history.back();
  });
  pending.set(marker, popped);
  return popped;
}

/**
 * Before the app navigates: take out the entries of every open sheet (each sheet closes as its
 * entry goes), so the new page neither replaces a sheet's entry nor leaves one behind to come
 * Back to.
 */
export async function leaveSheetEntries(): Promise<void> {
  if (typeof window === 'undefined') return;
  // Sheets stack a few deep at most; the bound only protects against a state that will not change.
  for (let i = 0; i < 8; i += 1) {
    const marker = sheetOf(window.history.state);
    if (marker === undefined) return;
    await popSheetEntry(marker);
  }
}

/**
 * Runs a navigation of the app: first out with the open sheets' entries, then `navigate`.
 * A sheet that opens meanwhile (the locked sheet of the episode being opened) waits for it to
 * finish (pendingSheetPops), so the navigation cannot replace that sheet's new entry.
 */
export function navigateFromSheets<T>(navigate: () => Promise<T>): Promise<T> {
  // No sheet open: navigate in this very tick, as a router call would.
  if (typeof window === 'undefined' || sheetOf(window.history.state) === undefined) return navigate();
  const run = leaveSheetEntries().then(navigate);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  navigations.add(settled);
  void settled.then(() => navigations.delete(settled));
  return run;
}

/** Settles when every entry being taken out is out and every navigation done; undefined when none is. */
export function pendingSheetPops(): Promise<void> | undefined {
  if (pending.size === 0 && navigations.size === 0) return undefined;
  return Promise.all([...pending.values(), ...navigations]).then(() => undefined);
}

/**
 * A sheet opens: its history entry goes in (after any entry still going out, or that entry's
 * Back would take this one), and `onBack` runs if Back takes it out. The returned function is
 * for the sheet closing any other way: it takes the entry out unless Back or a navigation has.
 */
export function holdSheetEntry(onBack: () => void): () => void {
  sequence += 1;
  const marker = `sheet-${sequence}`;
  let released = false;
  let pushed = false;
  let popped = false;
  const onPop = (): void => {
    // A Back that left a sheet above this one keeps this one open.
    if (popped || sheetOf(window.history.state) === marker) return;
    popped = true;
    onBack();
  };
  const push = (): void => {
    if (released) return;
    const current: unknown = window.history.state;
    window.history.pushState({ ...(typeof current === 'object' ? current : {}), sheet: marker }, '');
    pushed = true;
    window.addEventListener('popstate', onPop);
  };
  const settling = pendingSheetPops();
  if (settling) void settling.then(push);
  else push();
  return () => {
    if (released) return;
    released = true;
    window.removeEventListener('popstate', onPop);
    if (pushed && !popped && sheetOf(window.history.state) === marker) void popSheetEntry(marker);
  };
}
