/**
 * The screens behind sign-in: while /auth/session answers, a spinner; nobody signed in, the login
 * page (coming back here afterwards); a role that may not open this screen, a 403 result.
 * The server checks every call anyway; this only keeps the screens honest.
 */
import { Button, Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import { loginPath } from '#console/config/paths.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { useT } from '#console/lib/i18n.ts';

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
  if (me.isPending) return <FullPageSpin />;
  if (me.isError) {
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
  if (me.data === null) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children;
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
