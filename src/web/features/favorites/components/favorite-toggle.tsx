/**
 * The heart on the play page: adds the drama to the favourites or takes it out, with the
 * favourite count. The heart changes at once; the server's answer (state and count) replaces
 * the guess, a failure (already toasted by the API client) puts it back.
 */
import { useState } from 'react';
import { HeartFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '#web/lib/format.ts';
import { useAddFavorite } from '../api/add-favorite.ts';
import { useRemoveFavorite } from '../api/remove-favorite.ts';
import styles from './favorite-toggle.module.css';

export interface FavoriteState {
  is_favorite: 0 | 1;
  favorite_count: number;
}

interface FavoriteToggleProps {
  dramaId: number;
  isFavorite: boolean;
  count: number;
  /** The server's answer, for the owner of the drama data. */
  onChange?: (state: FavoriteState) => void;
}

export function FavoriteToggle({ dramaId, isFavorite, count, onChange }: FavoriteToggleProps) {
  const { t, i18n } = useTranslation();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  /** What the button shows until the props catch up with the server's answer. */
  const [optimistic, setOptimistic] = useState<{ on: boolean; count: number } | null>(null);
  const pending = add.isPending || remove.isPending;
  const on = optimistic?.on ?? isFavorite;
  const shown = optimistic?.count ?? count;

  const toggle = (): void => {
    if (pending) return;
    const next = !on;
    setOptimistic({ on: next, count: Math.max(0, shown + (next ? 1 : -1)) });
    const mutation = next ? add : remove;
    mutation.mutate(dramaId, {
      onSuccess: (state) => {
        onChange?.(state);
        setOptimistic(null);
      },
      onError: () => setOptimistic(null),
    });
  };

  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggle}
      aria-pressed={on}
      aria-label={on ? t('favorites.remove') : t('favorites.add')}
      data-testid="favorite-toggle"
      data-favorite={on}
    >
      <HeartFill aria-hidden="true" className={styles.heart} />
      <span className={styles.count} aria-hidden="true">
        {formatCompact(shown, i18n.language)}
      </span>
    </button>
  );
}
