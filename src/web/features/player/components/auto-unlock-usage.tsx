/**
 * "Used today: 120 of 300 coins · Resets at 08:00": auto-unlock's spending against its daily
 * cap, with the end of its (UTC) day in the viewer's own clock. The same words in the locked
 * sheet's switch row and in the notice after an automatic unlock.
 */
import { useTranslation } from 'react-i18next';
import { formatCount } from '#web/lib/format.ts';
import { formatResetTime } from './auto-unlock-cap.ts';
import styles from './auto-unlock-usage.module.css';

export function AutoUnlockUsage({
  spent,
  cap,
  resetsAt,
  className,
  testId,
}: {
  spent: number;
  cap: number;
  /** Unix seconds; 0 or undefined when the server did not say. */
  resetsAt: number | undefined;
  className?: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const format = (value: number): string => formatCount(value, i18n.language);
  return (
    <span className={className} data-testid={testId}>
      {t('unlock.auto_used', { spent: format(spent), cap: format(cap) })}
      {resetsAt !== undefined && resetsAt > 0 && (
        <>
          {' · '}
          <span className={styles.resets}>
            {t('unlock.auto_resets', { time: formatResetTime(resetsAt, i18n.language) })}
          </span>
        </>
      )}
    </span>
  );
}
