/** Settings (/pages/user/setting): avatar, nickname, language, clear cache, switch account, log out. */
import { Page } from '#web/components/page.tsx';
import { SettingList } from '#web/features/user/components/setting-list.tsx';

export function Component() {
  return (
    <Page testId="page-setting">
      <SettingList />
    </Page>
  );
}
