/**
 * Video playback (/pages/video/play?drama_id=&ep=): the player feature's full-screen pager,
 * with the favourites feature's heart and the follow feature's button composed in. Without a valid drama_id it says so, and
 * so it does for a drama that does not exist (or is no longer available), with a way home.
 */
import { Button } from 'antd-mobile';
import { PlayOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { DownloadAction } from '#web/features/downloads/components/download-action.tsx';
import { FavoriteToggle } from '#web/features/favorites/components/favorite-toggle.tsx';
import { FollowButton } from '#web/features/follow/components/follow-button.tsx';
import { setDetailFavorite } from '#web/features/player/api/get-detail.ts';
import { PlayerScreen } from '#web/features/player/components/player-screen.tsx';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** Any whole number (the player corrects one outside the drama); anything else counts as none. */
function wholeNumber(value: string | null): number | undefined {
  return value !== null && /^-?\d+$/.test(value) ? Number(value) : undefined;
}

export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { reLaunch } = useAppNavigation();
  const [search] = useSearchParams();
  const dramaId = positiveInt(search.get('drama_id'));
  const episode = wholeNumber(search.get('ep'));

  const goHome = (
    <Button color="primary" shape="rounded" onClick={() => void reLaunch(paths.home.path)}>
      {t('common.go_home')}
    </Button>
  );

  if (dramaId === undefined) {
    return (
      <Page testId="page-play">
        <EmptyState
          icon={<PlayOutline />}
          title={t('play.empty_title')}
          description={t('play.empty_desc')}
          action={goHome}
        />
      </Page>
    );
  }

  return (
    <Page testId="page-play">
      <PlayerScreen
        key={dramaId}
        dramaId={dramaId}
        initialEpisode={episode}
        notFound={
          <EmptyState
            icon={<PlayOutline />}
            title={t('play.not_found_title')}
            description={t('play.not_found_desc')}
            action={goHome}
          />
        }
        renderFavorite={(favorite) => (
          <FavoriteToggle
            dramaId={favorite.dramaId}
            isFavorite={favorite.isFavorite}
            count={favorite.count}
            onChange={(state) => setDetailFavorite(queryClient, favorite.dramaId, state)}
          />
        )}
        renderDownload={(slot) => <DownloadAction {...slot} />}
        renderFollow={(follow) => <FollowButton {...follow} />}
      />
    </Page>
  );
}
