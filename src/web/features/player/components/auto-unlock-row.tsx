/**
 * The opt-in auto-unlock switch of the locked sheet (locked-sheet.tsx), with the daily cap the
 * viewer picks (a few sizes that suit the episodes' prices: auto-unlock-cap.ts), today's
 * spending and when the day starts again in the viewer's own clock. The answer updates the
 * cached unlock quote in place.
 */
import { useState } from 'react';
import { Selector, Switch } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AutoUnlockState, UnlockQuoteData } from '#shared/contract/wallet.ts';
import { formatCount } from '#web/lib/format.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/stores/session.ts';
import { unlockQuoteQueryOptions } from '../api/get-unlock-quote.ts';
import { setAutoUnlock } from '../api/set-auto-unlock.ts';
import { capChoices } from './auto-unlock-cap.ts';
import { AutoUnlockUsage } from './auto-unlock-usage.tsx';
import styles from './sheets.module.css';

export function AutoUnlockRow({ quote }: { quote: UnlockQuoteData }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  /** What is being saved: the switch or the cap (each shows it, both wait). */
  const [saving, setSaving] = useState<'switch' | 'cap' | null>(null);
  /** The cap last tapped (until the cached quote shows it; dropped when saving it failed). */
  const [picked, setPicked] = useState<number | null>(null);
  const state = quote.auto_unlock;
  const cap = picked ?? state.daily_cap;
  const format = (value: number): string => formatCount(value, i18n.language);

  const save = async (
    what: 'switch' | 'cap',
    enabled: boolean,
    dailyCap: number,
  ): Promise<AutoUnlockState | null> => {
    setSaving(what);
    try {
      const next = await setAutoUnlock(enabled, dailyCap);
      queryClient.setQueryData(unlockQuoteQueryOptions(quote.episode_id, token).queryKey, (old) =>
        old ? { ...old, auto_unlock: next } : old,
      );
      return next;
    } catch {
      // The API client already said why.
      return null;
    } finally {
      setSaving(null);
    }
  };

  const toggle = async (checked: boolean): Promise<void> => {
    const next = await save('switch', checked, cap);
    if (next) notify(t(next.enabled === 1 ? 'unlock.auto_on' : 'unlock.auto_off'), { kind: 'success' });
  };

  const pick = async (value: number | undefined): Promise<void> => {
    // Tapping the chosen cap again leaves it chosen.
    if (value === undefined || value === cap) return;
    setPicked(value);
    const next = await save('cap', state.enabled === 1, value);
    if (!next) setPicked(null);
    if (next) notify(t('unlock.auto_cap_saved', { cap: format(next.daily_cap) }), { kind: 'success' });
  };

  return (
    <div className={styles.auto} data-testid="auto-unlock-row">
      <div className={styles.autoHead}>
        <span className={styles.autoTitle}>{t('unlock.auto_title')}</span>
        <Switch
          checked={state.enabled === 1}
          loading={saving === 'switch'}
          disabled={saving !== null}
          onChange={(checked) => void toggle(checked)}
          aria-label={t('unlock.auto_title')}
          data-testid="auto-unlock-switch"
        />
      </div>
      <span className={styles.autoLabel}>{t('unlock.auto_limit')}</span>
      <Selector<number>
        className={styles.caps}
        columns={3}
        showCheckMark={false}
        disabled={saving !== null}
        options={capChoices(state.daily_cap).map((value) => ({
          value,
          // The unit is in the caption above: "1,000 เหรียญ" would not fit three to a 320 px row.
          label: format(value),
        }))}
        value={[cap]}
        onChange={(values) => void pick(values[0])}
        aria-label={t('unlock.auto_limit')}
        data-testid="auto-unlock-caps"
      />
      <AutoUnlockUsage
        className={styles.autoCap}
        spent={state.spent_today}
        cap={cap}
        resetsAt={state.resets_at}
        testId="auto-unlock-cap"
      />
    </div>
  );
}
