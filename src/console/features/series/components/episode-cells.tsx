/**
 * The episodes table's editable cells: the price (empty = the series' default), saved when the
 * field is left or Enter pressed (a message says so), and the release time (empty = out with
 * the series), saved when picked. Each save sends only its own field, so a row shown before
 * someone else's change never puts back the other field's old value.
 * A price is at least EPISODE_PRICE_MIN: 0 is refused here (the cell says to use "Free
 * episodes" instead, the series' first N) as on the server.
 */
import { DatePicker, InputNumber, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  EPISODE_PRICE_MAX,
  EPISODE_PRICE_MIN,
  type ConsoleEpisode,
} from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { notifyError, notifySuccess } from '#console/lib/notify.ts';
import { useUpdateEpisode } from '../api/update-episode.ts';
import type { EpisodeHold } from '../lib/viewer-episodes.ts';

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
  const tooLow = value !== null && value < EPISODE_PRICE_MIN;
  const save = () => {
    if (value === episode.price_override) return;
    if (tooLow) {
      notifyError(t('series.episode_price_min'));
      setValue(episode.price_override);
      return;
    }
    update.mutate(
      { episodeId: episode.id, update: { price_override: value } },
      {
        onSuccess: () =>
          notifySuccess(
            value === null
              ? t('series.episode_price_default_saved', { number: episode.number })
              : t('series.episode_price_saved', { number: episode.number, price: value }),
          ),
        onError: () => setValue(episode.price_override),
      },
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
    <Tooltip open={tooLow} title={t('series.episode_price_min')}>
      <InputNumber<number>
        size="small"
        // Not EPISODE_PRICE_MIN: the field would turn a 0 into 1 on its own; 0 is refused in words.
        min={0}
        max={EPISODE_PRICE_MAX}
        status={tooLow ? 'error' : ''}
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
    </Tooltip>
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
        update.mutate(
          {
            episodeId: episode.id,
            update: { release_at: next ? next.second(0).millisecond(0).toISOString() : null },
          },
          { onSuccess: () => notifySuccess(t('series.episode_release_saved', { number: episode.number })) },
        )
      }
      style={{ width: 170 }}
    />
  );
}

/** Holds shown by name; more are counted. */
const HOLDS_SHOWN = 2;

/**
 * An episode viewers cannot see yet although its own time has come (or comes): the earlier
 * episodes that keep it back, each with why (no video, a failed one, or a later release).
 */
export function HeldBack({ number, holds }: { number: number; holds: readonly EpisodeHold[] }) {
  const t = useT();
  const line = (hold: EpisodeHold) =>
    hold.reason === 'scheduled'
      ? t('series.held_scheduled', {
          number: hold.number,
          time: dayjs(hold.releaseAt).format('YYYY-MM-DD HH:mm'),
        })
      : hold.failed
        ? t('series.held_failed', { number: hold.number })
        : t('series.held_no_video', { number: hold.number });
  const more = holds.length - HOLDS_SHOWN;
  return (
    <div data-testid={`held-${number}`} style={{ maxWidth: 190 }}>
      <Tag color="warning" style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
        {t('series.held_title')}
      </Tag>
      {holds.slice(0, HOLDS_SHOWN).map((hold) => (
        <Typography.Text key={hold.number} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {line(hold)}
        </Typography.Text>
      ))}
      {more > 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('series.held_more', { count: more })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
