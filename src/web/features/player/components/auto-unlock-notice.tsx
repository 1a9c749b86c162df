/**
 * After each automatic unlock, a small notice above the player's title (not a dialog): which
 * episode was unlocked, what it cost, what auto-unlock has spent today against its cap (the
 * words of the locked sheet's switch row), and "Turn off", since while auto-unlock is on the
 * locked sheet with its switch never shows. It goes by itself after a few seconds, or with ×.
 */
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UnlockQuoteData } from '#shared/contract/wallet.ts';
import { formatCount } from '#web/lib/format.ts';
import { notify } from '#web/lib/notify.ts';
import { UNLOCK_QUOTE_QUERY_KEY } from '../api/get-unlock-quote.ts';
import { setAutoUnlock } from '../api/set-auto-unlock.ts';
import type { AutoUnlockNotice as Notice } from '../hooks/use-auto-unlock.ts';
import { AutoUnlockUsage } from './auto-unlock-usage.tsx';
import styles from './auto-unlock-notice.module.css';

/** Time on screen: long enough to read it and reach the button. */
export const AUTO_UNLOCK_NOTICE_MS = 6000;

export function AutoUnlockNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (notice === null || saving) return undefined;
    const timer = window.setTimeout(onDismiss, AUTO_UNLOCK_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, saving, onDismiss]);

  if (notice === null) return null;

  const turnOff = async (): Promise<void> => {
    setSaving(true);
    try {
      // No cap sent: the server keeps the one the viewer picked.
      const next = await setAutoUnlock(false);
      // Every cached quote says so now: no further episode is unlocked from a stale one.
      queryClient.setQueriesData<UnlockQuoteData>({ queryKey: UNLOCK_QUOTE_QUERY_KEY }, (old) =>
        old ? { ...old, auto_unlock: next } : old,
      );
      notify(t('unlock.auto_off'), { kind: 'success' });
      onDismiss();
    } catch {
      // The API client already said why; the notice stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const text =
    notice.price > 0
      ? t('unlock.auto_notice', {
          number: notice.number,
          price: formatCount(notice.price, i18n.language),
        })
      : t('unlock.auto_done', { number: notice.number });

  return (
    <div className={styles.notice} role="status" data-testid="auto-unlock-notice" data-no-swipe="">
      <span className={styles.text}>{text}</span>
      <Button
        size="mini"
        shape="rounded"
        className={styles.off}
        loading={saving}
        onClick={() => void turnOff()}
        data-testid="auto-unlock-turn-off"
      >
        {t('unlock.auto_turn_off')}
      </Button>
      <button
        type="button"
        className={styles.close}
        onClick={onDismiss}
        aria-label={t('common.close')}
        data-testid="auto-unlock-notice-close"
      >
        <CloseOutline aria-hidden="true" />
      </button>
      {/* Under the whole row, short: the sheet's switch row says when the day starts again. */}
      <AutoUnlockUsage
        className={styles.usage}
        spent={notice.spentToday}
        cap={notice.dailyCap}
        resetsAt={undefined}
        testId="auto-unlock-notice-usage"
      />
    </div>
  );
}
