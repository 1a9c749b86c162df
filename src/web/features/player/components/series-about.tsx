/**
 * What the series is about, in the episode grid's header: its synopsis, three lines at first
 * with "More" when it runs longer ("Less" folds it again), and its tags as small chips. Nothing
 * when the series has neither.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '#shared/contract/catalogue.ts';
import styles from './series-about.module.css';

interface SeriesAboutProps {
  synopsis: string;
  tags: readonly Tag[];
}

export function SeriesAbout({ synopsis, tags }: SeriesAboutProps) {
  const { t } = useTranslation();
  const text = synopsis.trim();
  const ref = useRef<HTMLParagraphElement | null>(null);
  const [open, setOpen] = useState(false);
  // Whether the clamped text hides anything (measured while clamped): no toggle for a short one.
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || open) return;
    const measure = (): void => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);

  if (text === '' && tags.length === 0) return null;
  return (
    <div className={styles.about} data-testid="series-about">
      {text !== '' && (
        <>
          <p
            ref={ref}
            id="series-synopsis"
            className={styles.synopsis}
            data-clamped={!open}
            data-testid="series-synopsis"
          >
            {text}
          </p>
          {(overflows || open) && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls="series-synopsis"
              onClick={() => setOpen((o) => !o)}
              data-testid="series-synopsis-toggle"
            >
              {open ? t('player.synopsis_less') : t('player.synopsis_more')}
            </button>
          )}
        </>
      )}
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('player.tags_label')} data-testid="series-tags">
          {tags.map((tag) => (
            <li key={tag.slug} className={styles.tag}>
              {tag.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
