/**
 * The share poster: made on demand (the QR library loads only now), shown as an image (a long
 * press saves it on a phone), and saved through the download of SPEC 7.
 */
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { InfoSheet } from '#web/components/info-sheet.tsx';
import { formatCount } from '#web/lib/format.ts';
import { downloadWithSaveSheet } from './save-file-sheet.ts';
import styles from './invite.module.css';

/** The poster made for one content (key); failed when it could not be made. */
type PosterResult = { key: string; url: string } | { key: string; failed: true };

interface PosterSheetProps {
  visible: boolean;
  onClose: () => void;
  appName: string;
  code: string;
  link: string;
  reward: number;
}

export function PosterSheet({ visible, onClose, appName, code, link, reward }: PosterSheetProps) {
  const { t, i18n } = useTranslation();
  const [result, setResult] = useState<PosterResult | null>(null);
  // Every object URL made while mounted, revoked on unmount (a poster is kept across reopening).
  const [urls] = useState(() => new Set<string>());
  const headline = t('invite.poster_headline', { amount: formatCount(reward, i18n.language) });
  const scanHint = t('invite.poster_scan');
  const key = [appName, headline, scanHint, link].join('\n');
  // Made when shown and not made yet for this content (a failed one is tried again on reopening).
  const needed = visible && (result?.key !== key || 'failed' in result);
  const state =
    result?.key !== key
      ? { kind: 'building' as const }
      : 'url' in result
        ? { kind: 'ready' as const, url: result.url }
        : { kind: 'failed' as const };

  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    import('../utils/poster.ts')
      .then(({ renderPoster }) => renderPoster({ appName, headline, scanHint, link }))
      .then((blob) => {
        if (cancelled) return;
        const url = URL.createObjectURL(blob);
        urls.add(url);
        setResult({ key, url });
      })
      .catch(() => {
        if (!cancelled) setResult({ key, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [needed, key, appName, headline, scanHint, link, urls]);

  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    },
    [urls],
  );

  const save = async (): Promise<void> => {
    if (state.kind !== 'ready') return;
    const { posterFileName } = await import('../utils/poster.ts');
    await downloadWithSaveSheet(state.url, posterFileName(code), t);
  };

  return (
    <InfoSheet visible={visible} onClose={onClose} title={t('invite.poster')} testId="invite-poster-sheet">
      <div className={styles.posterBox}>
        {state.kind === 'ready' ? (
          <img
            className={styles.posterImage}
            src={state.url}
            alt={t('invite.poster_alt')}
            data-testid="invite-poster-image"
          />
        ) : (
          <span className={styles.posterStatus} role="status">
            {state.kind === 'failed' ? t('invite.poster_failed') : t('invite.poster_building')}
          </span>
        )}
      </div>
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={state.kind !== 'ready'}
        onClick={() => void save()}
        data-testid="invite-poster-save"
      >
        {t('invite.poster_save')}
      </Button>
    </InfoSheet>
  );
}
