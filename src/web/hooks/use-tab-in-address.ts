/**
 * A page's sub-tab kept in its address (`?tab=`), replaced in place as it changes, so a
 * reload or a shared link comes back to the same tab. The page decides the first tab (from
 * the address, or otherwise); this is the page's own state, not a navigation, so it does not
 * go through the navigation helper's permission check.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';

export function useTabInAddress<T extends string>(
  initial: (fromAddress: string | null) => T,
): [T, (tab: T) => void] {
  const [search, setSearch] = useSearchParams();
  const [tab, setTab] = useState<T>(() => initial(search.get('tab')));
  const change = (next: T): void => {
    setTab(next);
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  return [tab, change];
}
