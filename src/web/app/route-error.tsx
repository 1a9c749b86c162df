/** Shown when a route fails to load (a lost connection, or a new deploy removed an old chunk). */
import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from '#web/components/icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <div data-testid="route-error">
      <EmptyState
        icon={<ExclamationCircleOutline />}
        title={t('route_error.title')}
        description={t('route_error.desc')}
        action={
          <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        }
      />
    </div>
  );
}
