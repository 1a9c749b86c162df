/** /console/settings (owner): the system settings of SPEC 3; secrets write-only. */
import { Skeleton } from 'antd';
import { PageTitle } from '#console/components/page-title.tsx';
import { useSettings } from '#console/features/settings/api/get-settings.ts';
import { SettingsForm } from '#console/features/settings/components/settings-form.tsx';
import { useT } from '#console/lib/i18n.ts';

export function Component() {
  const t = useT();
  const settings = useSettings();
  return (
    <>
      <PageTitle>{t('menu.settings')}</PageTitle>
      {settings.data ? <SettingsForm settings={settings.data} /> : <Skeleton active />}
    </>
  );
}
