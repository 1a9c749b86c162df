/**
 * The episodes table's editable cells: the price (empty = the series' default), saved when the
 * field is left or Enter pressed, and the release time (empty = out with the series), saved when
 * picked. Each save sends both fields, as the endpoint takes them.
 */
import { DatePicker, InputNumber, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EPISODE_PRICE_MAX, type ConsoleEpisode } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { useUpdateEpisode } from '../api/update-episode.ts';

interface CellProps {
  seriesId: number;
  episode: ConsoleEpisode;
}

/**
 * `free`: the episode is among the series' free ones (its number at most `free_episodes`): it
 * costs nothing whatever its price, so the cell says so instead of offering one.
 */
export function PriceCell({
  seriesId,
  episode,
  defaultPrice,
  free,
}: CellProps & { defaultPrice: number; free: boolean }) {
  const t = useT();
  const update = useUpdateEpisode(seriesId);
  // The table keys this cell by the saved price, so a new one from the server starts it afresh.
  const [value, setValue] = useState<number | null>(episode.price_override);
  const save = () => {
    if (value === episode.price_override) return;
    update.mutate(
      { episodeId: episode.id, update: { price_override: value, release_at: episode.release_at } },
      { onError: () => setValue(episode.price_override) },
    );
  };
  if (free) {
    return (
      <Tag color="green" data-testid={`price-free-${episode.number}`}>
        {t('series.episode_free')}
      </Tag>
    );
  }
  return (
    <InputNumber<number>
      size="small"
      min={0}
      max={EPISODE_PRICE_MAX}
      precision={0}
      value={value}
      onChange={(next) => setValue(typeof next === 'number' ? next : null)}
      onBlur={save}
      onPressEnter={save}
      disabled={update.isPending}
      placeholder={String(defaultPrice)}
      aria-label={t('series.episode_price_of', { number: episode.number })}
      style={{ width: 96 }}
    />
  );
}

export function ReleaseCell({ seriesId, episode }: CellProps) {
  const t = useT();
  const update = useUpdateEpisode(seriesId);
  return (
    <DatePicker
      size="small"
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={episode.release_at ? dayjs(episode.release_at) : null}
      placeholder={t('series.release_with_series')}
      disabled={update.isPending}
      aria-label={t('series.release_of', { number: episode.number })}
      onChange={(next) =>
        update.mutate({
          episodeId: episode.id,
          update: {
            price_override: episode.price_override,
            release_at: next ? next.second(0).millisecond(0).toISOString() : null,
          },
        })
      }
      style={{ width: 170 }}
    />
  );
}
