/**
 * /console/setup#token=…: a new operator's first visit. The token is read from the fragment (never
 * sent to any server in a URL, never in a log) and then taken out of the address bar.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '#console/components/auth-card.tsx';
import { usePageTitle } from '#console/components/page-title.tsx';
import { paths } from '#console/config/paths.ts';
import { SetupForm } from '#console/features/auth/components/setup-form.tsx';
import { useT } from '#console/lib/i18n.ts';

/** The token of a `#token=…` fragment ('' without one). */
export function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOfHash(window.location.hash));
  // Out of the address bar (and the history) once read.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  usePageTitle(t('setup.title'));
  return (
    <AuthCard title={t('setup.title')} width={680}>
      <SetupForm token={token} onSignedIn={() => void navigate(paths.home, { replace: true })} />
    </AuthCard>
  );
}
