/** Entries of the personal centre; the permission check asks guests to log in where needed. */
import type { ReactNode } from 'react';
import { GiftOutline, ReceiptOutline, RightOutline, SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import styles from './user-menu.module.css';

const ENTRIES: readonly { key: string; path: string; labelKey: MessageKey; icon: ReactNode }[] = [
  { key: 'invite', path: paths.friend.path, labelKey: 'mine.invite', icon: <GiftOutline /> },
  { key: 'records', path: paths.storeRecord.path, labelKey: 'mine.records', icon: <ReceiptOutline /> },
  { key: 'settings', path: paths.setting.path, labelKey: 'mine.settings', icon: <SetOutline /> },
];

export function UserMenu() {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  return (
    <nav className={styles.menu}>
      <ul className={styles.list}>
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className={styles.entry}
              data-testid={`mine-entry-${entry.key}`}
              onClick={() => void navigateTo(entry.path)}
            >
              <span className={styles.icon} aria-hidden="true">
                {entry.icon}
              </span>
              <span className={styles.label}>{t(entry.labelKey)}</span>
              <RightOutline className={styles.arrow} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
