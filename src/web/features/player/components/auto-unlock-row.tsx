/**
 * The opt-in auto-unlock switch of the locked sheet (locked-sheet.tsx), with its per-day cap
 * and today's spending; the answer updates the cached unlock quote in place.
 */
import { useState } from 'react';
import { Switch } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UnlockQuoteData } from '#shared/contract/wallet.ts';
import { formatCount } from '#web/lib/format.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/stores/session.ts';
import { unlockQuoteQueryOptions } from '../api/get-unlock-quote.ts';
import { setAutoUnlock } from '../api/set-auto-unlock.ts';
import styles from './sheets.module.css';

export function AutoUnlockRow({ quote }: { quote: UnlockQuoteData }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const [saving, setSaving] = useState(false);
  const state = quote.auto_unlock;
  const format = (value: number): string => formatCount(value, i18n.language);

  const toggle = async (checked: boolean): Promise<void> => {
    setSaving(true);
    try {
      const next = await setAutoUnlock(checked, state.daily_cap);
      queryClient.setQueryData(unlockQuoteQueryOptions(quote.episode_id, token).queryKey, (old) =>
        old ? { ...old, auto_unlock: next } : old,
      );
      notify(t(next.enabled === 1 ? 'unlock.auto_on' : 'unlock.auto_off'), { kind: 'success' });
    } catch {
      // The API client already said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.auto}>
      <div className={styles.autoText}>
        <span className={styles.autoTitle}>{t('unlock.auto_title')}</span>
        <span className={styles.autoCap} data-testid="auto-unlock-cap">
          {t('unlock.auto_cap', { cap: format(state.daily_cap), spent: format(state.spent_today) })}
        </span>
      </div>
      <Switch
        checked={state.enabled === 1}
        loading={saving}
        onChange={(checked) => void toggle(checked)}
        aria-label={t('unlock.auto_title')}
        data-testid="auto-unlock-switch"
      />
    </div>
  );
}
