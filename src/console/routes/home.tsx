/** /console/: the first screen the operator's role may use. */
import { Result } from 'antd';
import { Navigate } from 'react-router';
import { menuFor } from '#console/config/paths.ts';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { useT } from '#console/lib/i18n.ts';

export function Component() {
  const t = useT();
  const role = useMe().data?.operator.role;
  const first = role ? menuFor(role)[0] : undefined;
  if (first) return <Navigate to={first.path} replace />;
  return <Result status="info" title={t('home.nothing_title')} subTitle={t('home.nothing_text')} />;
}
