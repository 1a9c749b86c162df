/**
 * Recommendations tab (/pages/video/recommend): the recommend feature's autoplay feed, with the
 * history feature's Continue watching over its first page; "watch the whole series" opens the
 * play page, and an expired media URL is renewed through the player feature's POST /video/episode.
 */
import { FireFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { ContinueWatching } from '#web/features/history/components/continue-watching.tsx';
import { getEpisode } from '#web/features/player/api/get-episode.ts';
import { RecommendFeed } from '#web/features/recommend/components/recommend-feed.tsx';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';

async function refreshEpisode(dramaId: number, number: number): Promise<{ url: string } | null> {
  const result = await getEpisode(dramaId, number);
  return result.status === 'playable' ? result.episode : null;
}

export function Component() {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  return (
    <Page testId="page-recommend">
      <RecommendFeed
        // No `ep`: the play page resumes where this viewer left the drama (the episode this tab
        // played last, else the server's history), and starts at episode 1 for a new drama.
        onContinue={(dramaId) => void navigateTo(paths.videoPlay.path, { drama_id: dramaId })}
        refreshEpisode={refreshEpisode}
        top={<ContinueWatching variant="overlay" />}
        empty={
          <EmptyState
            icon={<FireFill />}
            title={t('recommend.empty_title')}
            description={t('recommend.empty_desc')}
          />
        }
      />
    </Page>
  );
}
