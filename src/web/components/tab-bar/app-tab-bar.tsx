/**
 * The bottom tab bar: home, list, recommend, mine (SPEC 2). Tabs switch through the
 * navigation helper; items are focusable and answer Enter/Space like buttons. Mine carries a
 * dot while customer service has replies the user has not read.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { Badge, TabBar } from 'antd-mobile';
import { AppOutline, FireFill, UnorderedListOutline, UserOutline } from '#web/components/icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import { TABS, type TabKey } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useHasFeedbackUnread } from '#web/hooks/use-feedback-unread.ts';
import styles from './app-tab-bar.module.css';

const ICONS: Record<TabKey, ReactNode> = {
  home: <AppOutline aria-hidden="true" />,
  list: <UnorderedListOutline aria-hidden="true" />,
  recommend: <FireFill aria-hidden="true" />,
  mine: <UserOutline aria-hidden="true" />,
};

export function AppTabBar({ active }: { active: TabKey }) {
  const { t } = useTranslation();
  const { switchTab } = useAppNavigation();
  const feedbackUnread = useHasFeedbackUnread();

  const open = (key: string): void => {
    const tab = TABS.find((item) => item.key === key);
    if (tab) void switchTab(tab.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-tab-key]');
    const key = item?.dataset.tabKey;
    if (!key) return;
    event.preventDefault();
    open(key);
  };

  return (
    <nav className={styles.nav} aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      <TabBar data-testid="tabbar" activeKey={active} onChange={open} safeArea className={styles.bar}>
        {TABS.map((tab) => {
          const dot = tab.key === 'mine' && feedbackUnread;
          return (
            <TabBar.Item
              key={tab.key}
              data-testid={`tab-${tab.key}`}
              data-tab-key={tab.key}
              aria-current={tab.key === active ? 'page' : undefined}
              aria-label={dot ? t('tabs.mine_new_replies') : t(tab.labelKey)}
              tabIndex={0}
              icon={ICONS[tab.key]}
              title={t(tab.labelKey)}
              badge={dot ? Badge.dot : undefined}
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
