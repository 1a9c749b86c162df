/**
 * Favourites: a grid of posters (tap to watch, the heart to remove), endless. A removal is
 * told in a snackbar with Undo, which puts the drama back in the favourites.
 */
import { useState, type ReactNode } from 'react';
import { HeartFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { DramaLink } from '#web/components/drama-link.tsx';
import { Poster } from '#web/components/poster/poster.tsx';
import { StatusBadge } from '#web/components/poster/status-badge.tsx';
import { PriceLine } from '#web/components/price-line.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { flattenPages } from '#web/lib/paging.ts';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { useAddFavorite } from '../api/add-favorite.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { useRemoveFavorite } from '../api/remove-favorite.ts';
import styles from './favorites-grid.module.css';
import { UndoBar } from './undo-bar.tsx';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';

const SKELETON_CARDS = 6;

/** The last removal, while it can be undone. */
interface Removal {
  id: number;
  dramaId: number;
}

export function FavoritesGrid({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const add = useAddFavorite();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const undoBar = removal && (
    <UndoBar
      id={removal.id}
      message={t('favorites.removed')}
      undoText={t('favorites.undo')}
      onUndo={() => {
        setRemoval(null);
        add.mutate(removal.dramaId);
      }}
      onClose={() => setRemoval(null)}
    />
  );
  return (
    <>
      <FavoritesContent
        empty={empty}
        onRemoved={(dramaId) => setRemoval((last) => ({ id: (last?.id ?? 0) + 1, dramaId }))}
      />
      {undoBar}
    </>
  );
}

function FavoritesContent({ empty, onRemoved }: { empty: ReactNode; onRemoved: (dramaId: number) => void }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  // Offline, favourites already loaded stay on screen (under the shell's banner).
  useOfflineContent(favorites.data !== undefined);
  const remove = useRemoveFavorite();
  const entries = flattenPages(favorites.data?.pages, (entry) => entry.drama.drama_id);

  const loadMore = async (): Promise<void> => {
    const result = await favorites.fetchNextPage();
    if (result.isError) throw result.error;
  };

  if (favorites.isPending) {
    return (
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <span key={i} className={`${skeleton.block} ${styles.skeleton}`} />
        ))}
      </div>
    );
  }
  if (favorites.isError && !favorites.data) {
    return <RetryButton onRetry={() => void favorites.refetch()} />;
  }
  if (entries.length === 0) return <>{empty}</>;

  return (
    <div>
      <ul className={styles.grid}>
        {entries.map(({ drama }) => (
          <li
            key={drama.drama_id}
            className={styles.card}
            data-testid="favorite-card"
            data-drama-id={drama.drama_id}
          >
            <DramaLink dramaId={drama.drama_id} className={styles.link}>
              <Poster src={drama.poster} alt="">
                <StatusBadge status={drama.status} className={styles.badge} />
              </Poster>
              <span className={styles.title}>{drama.title}</span>
              <span className={styles.meta}>{t('drama.episodes', { count: drama.episode_count })}</span>
              <PriceLine drama={drama} />
            </DramaLink>
            <button
              type="button"
              className={styles.remove}
              onClick={() => remove.mutate(drama.drama_id, { onSuccess: () => onRemoved(drama.drama_id) })}
              disabled={remove.isPending && remove.variables === drama.drama_id}
              aria-label={t('favorites.remove_label', { title: drama.title })}
              data-testid="favorite-remove"
            >
              <HeartFill aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ListFooter loadMore={loadMore} hasMore={favorites.hasNextPage} />
    </div>
  );
}
