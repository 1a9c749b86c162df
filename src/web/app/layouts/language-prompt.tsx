/**
 * Asks a first-time visitor for the interface language, once (issue 15; SPEC 9 keeps
 * Traditional Chinese where nothing is chosen). Only where the site lets the user choose, and
 * only while no language was chosen and the question was never answered or dismissed. The
 * sheet's code loads when the browser is idle after the first render, never with the first page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { OverlayBoundary } from '#web/components/overlay-boundary.tsx';
import { shouldAskLanguage } from '#web/lib/language.ts';
import { useSession } from '#web/stores/session.ts';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';

const FirstVisitLanguageSheet = lazy(
  loadWhenOnline(() =>
    import('#web/components/language-sheet.tsx').then((m) => ({ default: m.FirstVisitLanguageSheet })),
  ),
);

/** Let the first page settle (its images, its first requests) before the sheet's code loads. */
const IDLE_TIMEOUT_MS = 1000;

export function LanguagePrompt() {
  const switchEnabled = useSession((s) => s.systemLan.switchEnabled);
  const siteLanguage = useSession((s) => s.systemLan.siteLanguage);
  const [ask, setAsk] = useState(false);

  useEffect(() => {
    const needed = !ask && shouldAskLanguage({ switchEnabled, siteLanguage });
    // What was decided, for whoever needs to know the sheet will not come (the e2e tests).
    document.documentElement.dataset.languagePrompt = ask ? 'asked' : needed ? 'waiting' : 'not-needed';
    if (!needed) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setAsk(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setAsk(true), IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [ask, switchEnabled, siteLanguage]);

  if (!ask) return null;
  return (
    <OverlayBoundary>
      <Suspense fallback={null}>
        <FirstVisitLanguageSheet />
      </Suspense>
    </OverlayBoundary>
  );
}
