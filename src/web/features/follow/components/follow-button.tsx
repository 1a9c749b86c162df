/**
 * Follow a series (issue 19): on the play page's side column (`side`) and in its episodes
 * sheet, the series' detail (`pill`). A guest's tap opens the login popup, as other actions of
 * a logged-in user do, with a line saying that following needs an account. Following asks, in
 * the same tap, for the notification permission (never on load); whatever the answer, the
 * series' new episodes reach the in-app notices.
 */
import { useState } from 'react';
import { BellOutline, CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/notify.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { useFollowState } from '../api/get-follow-state.ts';
import { useSetFollowing } from '../api/set-following.ts';
import { offerPush } from '../utils/offer-push.ts';
import styles from './follow-button.module.css';

interface FollowButtonProps {
  dramaId: number;
  title: string;
  variant: 'side' | 'pill';
}

export function FollowButton({ dramaId, title, variant }: FollowButtonProps) {
  const { t } = useTranslation();
  const hadLogin = useSession((s) => s.hadLogin);
  const openLogin = useLoginPopup((s) => s.openFor);
  const state = useFollowState(dramaId);
  const setFollowing = useSetFollowing(dramaId);
  /** What the button shows until the server's answer arrives. */
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const on = hadLogin && (optimistic ?? state.data?.is_following === 1);

  const tap = (): void => {
    // The popup says why it opened: a bare login sheet reads as the wrong button answering.
    if (!hadLogin) return openLogin('login.reason_follow');
    if (setFollowing.isPending) return;
    const next = !on;
    setOptimistic(next);
    // The permission prompt belongs to this tap (browsers want a user's gesture for it).
    if (next) void offerPush();
    setFollowing.mutate(next, {
      onSuccess: () => notify(t(next ? 'follow.followed_toast' : 'follow.unfollowed_toast')),
      onSettled: () => setOptimistic(null),
    });
  };

  const Icon = on ? CheckOutline : BellOutline;
  return (
    <button
      type="button"
      className={variant === 'side' ? styles.side : styles.pill}
      onClick={tap}
      aria-pressed={on}
      aria-label={t(on ? 'follow.unfollow_label' : 'follow.follow_label', { title })}
      data-testid={`follow-${variant}`}
      data-following={on}
    >
      <Icon aria-hidden="true" className={styles.icon} />
      <span aria-hidden="true">{t(on ? 'follow.following' : 'follow.follow')}</span>
    </button>
  );
}
