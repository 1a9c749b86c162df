import { useEffect } from 'react';

/** The browser bar matches the black page while it is open. */
export function useBlackThemeColor(enabled: boolean): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!enabled || !meta) return;
    const previous = meta.content;
    meta.content = '#000000';
    return () => {
      meta.content = previous;
    };
  }, [enabled]);
}
