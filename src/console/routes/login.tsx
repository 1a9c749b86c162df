/** /console/login: sign in, then back to the page that asked (?next=) or the first screen. */
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '#console/components/auth-card.tsx';
import { FullPageSpin } from '#console/app/require-operator.tsx';
import { safeNext } from '#console/config/paths.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { LoginForm } from '#console/features/auth/components/login-form.tsx';
import { useT } from '#console/lib/i18n.ts';
import { usePageTitle } from '#console/components/page-title.tsx';

export function Component() {
  const t = useT();
  const me = useMe();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  usePageTitle(t('login.title'));
  if (me.isPending) return <FullPageSpin />;
  if (me.data) return <Navigate to={next} replace />;
  return (
    <AuthCard title={t('login.title')}>
      <LoginForm onSignedIn={() => void navigate(next, { replace: true })} />
    </AuthCard>
  );
}
