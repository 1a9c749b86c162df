/**
 * A downloaded episode played from the device (/pages/user/downloads/play?episode=<id>, issue
 * 19): no API call at all, so it opens and plays with the network off (the app shell and this
 * page's code come from the service worker's precache, the media from the downloads cache).
 */
import { DownlandOutline } from 'antd-mobile-icons';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { OfflinePlayer } from '#web/features/downloads/components/offline-player.tsx';
import { useDownloads } from '#web/features/downloads/hooks/use-downloads.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';

export function Component() {
  const { t } = useTranslation();
  const { back, redirectTo } = useAppNavigation();
  const [search] = useSearchParams();
  const episodeId = Number(search.get('episode'));
  const downloads = useDownloads();
  const all = downloads.data ?? [];
  const record = all.find((r) => r.episodeId === episodeId && r.status === 'done');
  const next = record
    ? all.find((r) => r.dramaId === record.dramaId && r.number > record.number && r.status === 'done')
    : undefined;
  useOfflineContent(true, 'page');

  if (!record) {
    return (
      <Page testId="page-download-play">
        {downloads.isSuccess && (
          <EmptyState
            icon={<DownlandOutline />}
            title={t('downloads.not_found')}
            action={
              <Button color="primary" shape="rounded" onClick={() => void redirectTo(paths.downloads.path)}>
                {t('downloads.open_list')}
              </Button>
            }
          />
        )}
      </Page>
    );
  }
  return (
    <Page testId="page-download-play">
      <OfflinePlayer
        key={record.episodeId}
        record={record}
        next={next}
        onBack={() => void back()}
        onNext={(n) => void redirectTo(paths.downloadPlay.path, { episode: String(n.episodeId) })}
      />
    </Page>
  );
}
