/**
 * The series' detail page as a viewer sees it, in a 390 x 844 phone frame and a chosen language:
 * poster, title, status, synopsis, tags, when the next episode comes, and the episode grid with
 * free and locked marks. Built from the editor's data as it is typed (the console imports nothing
 * of the viewer app); the texts of the page are in the chosen language, not the console's.
 */
import { ClockCircleOutlined, LockFilled } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useState } from 'react';
import {
  CONSOLE_LOCALES,
  type ConsoleEpisode,
  type ConsoleLocale,
} from '#shared/contract/console-catalogue.ts';
import { useTextsIn } from '#console/lib/i18n.ts';
import type { ConsoleTag } from '../api/get-tags.ts';
import { languageMark, languageName } from '#console/lib/language-marks.ts';
import type { SeriesFormValues } from '../lib/series-form.ts';
import { useClock } from '../hooks/use-clock.ts';
import { nextRelease, viewerEpisodeCount, viewerEpisodes } from '../lib/viewer-episodes.ts';
import styles from './phone-preview.module.css';
import { tagName } from './tag-select.tsx';

export interface PreviewProps {
  values: Partial<SeriesFormValues> | undefined;
  poster: string;
  episodes: readonly ConsoleEpisode[];
  tags: readonly ConsoleTag[];
  /** The language shown first (the console's). */
  initialLocale: ConsoleLocale;
  /** The clock (tests fix it). */
  now?: number;
}

function formatRelease(iso: string, locale: ConsoleLocale): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

function formatMonthDay(iso: string, locale: ConsoleLocale): string {
  return new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric' }).format(new Date(iso));
}

export function PhonePreview({ values, poster, episodes, tags, initialLocale, now }: PreviewProps) {
  const clock = useClock();
  const at = now ?? clock;
  const [locale, setLocale] = useState<ConsoleLocale>(initialLocale);
  const t = useTextsIn(locale);
  const text = values?.texts?.[locale];
  const shown = viewerEpisodes(
    episodes,
    { freeEpisodes: values?.free_episodes ?? 0, episodePrice: values?.episode_price ?? 0 },
    at,
  );
  const next = nextRelease(episodes, at);
  // As the app: scheduled episodes count, and follow those out as coming cells.
  const count = viewerEpisodeCount(episodes, at);
  const coming = Array.from({ length: count - shown.length }, (_, i) => shown.length + i + 1);
  const chosenTags = (values?.tag_ids ?? []).flatMap((id) => {
    const tag = tags.find((candidate) => candidate.id === id);
    return tag ? [tagName(tag, locale)] : [];
  });
  const number = new Intl.NumberFormat(locale);

  return (
    <div className={styles.wrap}>
      <Segmented<ConsoleLocale>
        size="small"
        value={locale}
        onChange={setLocale}
        options={CONSOLE_LOCALES.map((value) => ({
          value,
          label: <span title={languageName(value)}>{languageMark(value)}</span>,
        }))}
        aria-label={t('series.preview_language')}
      />
      <div className={styles.phone} data-testid="phone-preview" lang={locale}>
        <div className={styles.screen}>
          <div className={styles.hero}>
            {poster ? <img className={styles.backdrop} src={poster} alt="" /> : null}
            <div className={styles.heroRow}>
              {poster ? (
                <img className={styles.poster} src={poster} alt="" />
              ) : (
                <div className={styles.poster} />
              )}
              <div className={styles.heading}>
                <h2 className={text?.title ? styles.title : styles.missing}>
                  {text?.title || t('series.preview_no_title')}
                </h2>
                <p className={styles.meta}>
                  <span className={styles.badge}>
                    {t(`series.status_${values?.status ?? 'new'}` as const)}
                  </span>
                  {t('series.preview_episodes', { count })}
                </p>
                {chosenTags.length > 0 ? (
                  <p className={styles.tags}>
                    {chosenTags.map((name) => (
                      <span key={name} className={styles.tag}>
                        {name}
                      </span>
                    ))}
                  </p>
                ) : null}
              </div>
            </div>
          </div>
          <p className={text?.synopsis ? styles.synopsis : `${styles.synopsis} ${styles.missing}`}>
            {text?.synopsis || t('series.preview_no_synopsis')}
          </p>
          {next ? (
            <p className={styles.next} data-testid="preview-next">
              {t('series.preview_next', { time: formatRelease(next, locale) })}
            </p>
          ) : null}
          <h3 className={styles.section}>{t('series.preview_episode_list')}</h3>
          {count === 0 ? (
            <p className={styles.missing}>{t('series.preview_no_episodes')}</p>
          ) : (
            <ul className={styles.grid}>
              {shown.map((episode) => (
                <li
                  key={episode.number}
                  className={styles.cell}
                  data-locked={episode.locked}
                  data-testid={`preview-episode-${episode.number}`}
                >
                  <span className={styles.number}>{episode.number}</span>
                  {episode.locked ? (
                    <span className={styles.lock}>
                      <LockFilled /> {number.format(episode.price)}
                    </span>
                  ) : (
                    <span className={styles.free}>{t('series.preview_free')}</span>
                  )}
                </li>
              ))}
              {coming.map((number) => (
                <li
                  key={`coming-${number}`}
                  className={styles.cell}
                  data-coming="true"
                  data-testid={`preview-coming-${number}`}
                  title={t('series.preview_coming', { number })}
                >
                  <span className={styles.number}>{number}</span>
                  <span className={styles.coming}>
                    {number === shown.length + 1 && next ? (
                      formatMonthDay(next, locale)
                    ) : (
                      <ClockCircleOutlined />
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
