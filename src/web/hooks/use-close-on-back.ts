/**
 * The phone's Back closes this sheet while it is open (lib/sheet-history.ts says how): for
 * every bottom sheet and dialog that stays on the page under it.
 */
import { useEffect, useRef } from 'react';
import { holdSheetEntry } from '#web/lib/sheet-history.ts';

export function useCloseOnBack(visible: boolean, onClose: () => void): void {
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    if (!visible) return;
    return holdSheetEntry(() => latestClose.current());
  }, [visible]);
}
