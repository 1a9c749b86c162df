/** Downloads (/pages/user/downloads, issue 19): what this device keeps for offline viewing. */
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { DownloadsView } from '#web/features/downloads/components/downloads-view.tsx';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';

export function Component() {
  const { navigateTo } = useAppNavigation();
  // Everything here is on the device: offline, the page stays (under the shell's banner).
  useOfflineContent(true);
  return (
    <Page testId="page-downloads">
      <DownloadsView
        onPlay={(record) => void navigateTo(paths.downloadPlay.path, { episode: String(record.episodeId) })}
      />
    </Page>
  );
}
