/** Any address outside the route table. */
import { Button } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';

export function Component() {
  const { t } = useTranslation();
  const { reLaunch } = useAppNavigation();
  return (
    <Page testId="page-not-found">
      <EmptyState
        icon={<QuestionCircleOutline />}
        title={t('titles.not_found')}
        description={t('not_found.desc')}
        action={
          <Button color="primary" shape="rounded" onClick={() => void reLaunch(paths.home.path)}>
            {t('common.go_home')}
          </Button>
        }
      />
    </Page>
  );
}
