/**
 * Entries of the personal centre. Top-up and VIP open the pay popup for everyone (a guest's
 * purchases move to the account on login); records and invite go through the navigation
 * permission check (a guest gets the login popup); contact us and the add-to-home-screen help
 * open a sheet. Feedback opens its page (guests too), with a badge for unread replies.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, List } from 'antd-mobile';
import {
  AddSquareOutline,
  BellOutline,
  GiftOutline,
  MailOutline,
  MessageOutline,
  BankcardOutline,
  CalendarOutline,
  DownlandOutline,
  ReceiptOutline,
  SetOutline,
  SoundOutline,
  StarOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { useFeedbackUnread } from '#web/hooks/use-feedback-unread.ts';
import { useNoticeUnread } from '#web/hooks/use-notice-unread.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { usePayPopup } from '#web/stores/pay-popup.ts';
import styles from './user-menu.module.css';
import { loadWhenOnline } from '#web/lib/load-when-online.ts';

const ContactSheet = lazy(loadWhenOnline(() => import('./contact-sheet.tsx')));
const HomeScreenSheet = lazy(loadWhenOnline(() => import('./home-screen-sheet.tsx')));

type Sheet = 'contact' | 'home-screen' | null;

interface Entry {
  key: string;
  labelKey: MessageKey;
  icon: ReactNode;
  action: () => void;
  /** A count shown as a red badge (unread feedback replies, unread notices). */
  badge?: number;
  /** What the badge says to a screen reader (default: unread feedback replies). */
  badgeLabelKey?: MessageKey;
}

export function UserMenu() {
  const { t } = useTranslation();
  const { navigateTo } = useAppNavigation();
  const openPay = usePayPopup((s) => s.open);
  const feedbackUnread = useFeedbackUnread();
  const noticeUnread = useNoticeUnread();
  const [sheet, setSheet] = useState<Sheet>(null);
  const [opened, setOpened] = useState<ReadonlySet<Exclude<Sheet, null>>>(new Set());
  const show = (which: Exclude<Sheet, null>): void => {
    setOpened((prev) => new Set(prev).add(which));
    setSheet(which);
  };

  const groups: readonly (readonly Entry[])[] = [
    [
      {
        key: 'recharge',
        labelKey: 'mine.recharge',
        icon: <BankcardOutline />,
        action: () => openPay('recharge'),
      },
      { key: 'vip', labelKey: 'mine.buy_vip', icon: <StarOutline />, action: () => openPay('vip') },
      {
        key: 'rewards',
        labelKey: 'mine.rewards',
        icon: <CalendarOutline />,
        action: () => void navigateTo(paths.rewards.path),
      },
      // Issue 19: followed series and their release notices (logged-in users: paths.ts).
      {
        key: 'following',
        labelKey: 'mine.following',
        // The player's Follow button's bell: the same action, the same picture.
        icon: <BellOutline />,
        action: () => void navigateTo(paths.following.path),
      },
      {
        key: 'notices',
        labelKey: 'mine.notices',
        // Not a second bell right under Following: the announcement speaker.
        icon: <SoundOutline />,
        badge: noticeUnread,
        badgeLabelKey: 'notices.unread_badge',
        action: () => void navigateTo(paths.notices.path),
      },
      {
        key: 'records',
        labelKey: 'mine.records',
        icon: <ReceiptOutline />,
        action: () => void navigateTo(paths.storeRecord.path),
      },
      {
        key: 'downloads',
        labelKey: 'mine.downloads',
        icon: <DownlandOutline />,
        action: () => void navigateTo(paths.downloads.path),
      },
      {
        key: 'invite',
        labelKey: 'mine.invite',
        icon: <GiftOutline />,
        action: () => void navigateTo(paths.friend.path),
      },
    ],
    [
      {
        key: 'feedback',
        labelKey: 'feedback.title',
        icon: <MessageOutline />,
        badge: feedbackUnread,
        action: () =>
          void navigateTo(paths.feedback.path, feedbackUnread > 0 ? { tab: 'records' } : undefined),
      },
      { key: 'contact', labelKey: 'mine.contact', icon: <MailOutline />, action: () => show('contact') },
      {
        key: 'home-screen',
        labelKey: 'mine.home_screen',
        icon: <AddSquareOutline />,
        action: () => show('home-screen'),
      },
      {
        key: 'settings',
        labelKey: 'mine.settings',
        icon: <SetOutline />,
        action: () => void navigateTo(paths.setting.path),
      },
    ],
  ];

  return (
    <nav className={styles.menu} aria-label={t('titles.mine')}>
      {groups.map((entries, index) => (
        <List key={index} className={styles.list} mode="card">
          {entries.map((entry) => (
            <List.Item
              key={entry.key}
              prefix={
                <span className={styles.icon} aria-hidden="true">
                  {entry.icon}
                </span>
              }
              onClick={entry.action}
              extra={
                entry.badge ? (
                  <Badge
                    content={entry.badge > 99 ? '99+' : entry.badge}
                    aria-label={t(entry.badgeLabelKey ?? 'feedback.unread_badge', { count: entry.badge })}
                    data-testid={`mine-entry-${entry.key}-badge`}
                  />
                ) : undefined
              }
              arrow
              data-testid={`mine-entry-${entry.key}`}
            >
              {t(entry.labelKey)}
            </List.Item>
          ))}
        </List>
      ))}
      <Suspense fallback={null}>
        {opened.has('contact') && (
          <ContactSheet visible={sheet === 'contact'} onClose={() => setSheet(null)} />
        )}
        {opened.has('home-screen') && (
          <HomeScreenSheet visible={sheet === 'home-screen'} onClose={() => setSheet(null)} />
        )}
      </Suspense>
    </nav>
  );
}
