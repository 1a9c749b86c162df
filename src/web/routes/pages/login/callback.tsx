/** Return address of third-party logins (/pages/login/callback); the TikTok flow is a later issue. */
import { Button } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';

export function Component() {
  const { t } = useTranslation();
  const { reLaunch } = useAppNavigation();
  return (
    <Page testId="page-login-callback">
      <EmptyState
        icon={<LinkOutline />}
        title={t('login_callback.empty_title')}
        description={t('login_callback.empty_desc')}
        action={
          <Button color="primary" shape="rounded" onClick={() => void reLaunch(paths.home.path)}>
            {t('common.go_home')}
          </Button>
        }
      />
    </Page>
  );
}
