/** A screen that failed to render: said plainly, with a reload (never a blank page or a stack trace). */
import { Button, Result } from 'antd';
import { useT } from '#console/lib/i18n.ts';

export function RouteError() {
  const t = useT();
  return (
    <Result
      status="error"
      title={t('errors.screen_title')}
      subTitle={t('errors.screen_text')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
