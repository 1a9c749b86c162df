/**
 * /console/setup#token=…: a new operator's first visit. The token is read from the fragment (never
 * sent to any server in a URL, never in a log), then taken out of the address bar and kept in
 * this tab's sessionStorage, so a reload still finds it (and the server shows the same key
 * again); it is forgotten once the setup is done.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '#console/components/auth-card.tsx';
import { usePageTitle } from '#console/components/page-title.tsx';
import { paths } from '#console/config/paths.ts';
import { SetupForm } from '#console/features/auth/components/setup-form.tsx';
import { useT } from '#console/lib/i18n.ts';

/** Where this tab keeps the setup link's token over a reload. */
export const SETUP_TOKEN_KEY = 'console.setup_token';

/** The token of a `#token=…` fragment ('' without one). */
export function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The link's token: the fragment's (then kept for this tab), else the one kept before a reload. */
export function setupTokenOf(hash: string, storage: Storage | undefined = tabStorage()): string {
  const fromLink = tokenOfHash(hash);
  try {
    if (fromLink) storage?.setItem(SETUP_TOKEN_KEY, fromLink);
    return fromLink || (storage?.getItem(SETUP_TOKEN_KEY) ?? '');
  } catch {
    return fromLink;
  }
}

function forgetSetupToken(): void {
  try {
    tabStorage()?.removeItem(SETUP_TOKEN_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [token] = useState(() => setupTokenOf(window.location.hash));
  // Out of the address bar (and the history) once read; this tab keeps it (setupTokenOf).
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  usePageTitle(t('setup.title'));
  return (
    <AuthCard title={t('setup.title')} width={680}>
      <SetupForm
        token={token}
        onSignedIn={() => {
          forgetSetupToken();
          void navigate(paths.home, { replace: true });
        }}
      />
    </AuthCard>
  );
}
