/**
 * The screens behind sign-in: while /auth/session answers, a spinner; nobody signed in, the login
 * page (coming back here afterwards); a session that ended under the screen, the screen as it is
 * with a dialog to sign in again over it (app/session.ts); a role that may not open this screen,
 * a 403 result. The server checks every call anyway; this only keeps the screens honest.
 */
import { Button, Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import { loginPath } from '#console/config/paths.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { useT } from '#console/lib/i18n.ts';
import { SessionEndedDialog } from './session-ended-dialog.tsx';
import { useSessionEnded } from './session.ts';

export function FullPageSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

export function RequireOperator({ children }: { children: ReactNode }) {
  const t = useT();
  const me = useMe();
  const location = useLocation();
  const ended = useSessionEnded();
  if (me.isPending) return <FullPageSpin />;
  // A failed second look at the session (a focus, a 903) keeps the screen it was on.
  if (me.isError && !me.data) {
    return (
      <Result
        status="error"
        title={me.error.message}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!me.data) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return (
    <>
      {children}
      {ended ? <SessionEndedDialog operator={me.data.operator} /> : null}
    </>
  );
}

export function RequireRole({ roles, children }: { roles: readonly OperatorRole[]; children: ReactNode }) {
  const t = useT();
  const me = useMe();
  const role = me.data?.operator.role;
  if (role && !roles.includes(role)) {
    return <Result status="403" title={t('errors.forbidden_title')} subTitle={t('errors.forbidden_text')} />;
  }
  return children;
}
