/** A console address that is no screen. */
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '#console/config/paths.ts';
import { useT } from '#console/lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <Result
      status="404"
      title={t('not_found.title')}
      extra={
        <Link to={paths.home}>
          <Button type="primary">{t('not_found.back')}</Button>
        </Link>
      }
    />
  );
}
