/**
 * The friends a user invited: masked name, when, status (pending until they register and log
 * in, then valid) and the gold each brought; the empty state; infinite scroll for the rest.
 */
import type { ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { InvitedFriend } from '#shared/contract/invite.ts';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { formatCount, formatDateTime } from '#web/lib/format.ts';
import { flattenPages } from '#web/lib/paging.ts';
import { useInviteList } from '../api/get-invite-list.ts';
import styles from './invite.module.css';

const SKELETON_ROWS = 3;

function FriendRow({ friend }: { friend: InvitedFriend }) {
  const { t, i18n } = useTranslation();
  const valid = friend.status === 1;
  return (
    <div className={styles.friend} data-testid="invite-friend" data-status={friend.status}>
      {friend.avatar ? (
        <img className={styles.friendAvatar} src={friend.avatar} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.friendAvatar} ${styles.friendAvatarFallback}`} aria-hidden="true">
          <UserOutline />
        </span>
      )}
      <span className={styles.friendText}>
        <span className={styles.friendName}>{friend.nickname}</span>
        <span className={styles.friendMeta}>
          {t('invite.invited_on', { date: formatDateTime(friend.created_at, i18n.language) })}
        </span>
      </span>
      <span className={styles.friendSide}>
        <Tag color={valid ? 'success' : 'default'} fill="outline" round>
          {valid ? t('invite.status_valid') : t('invite.status_pending')}
        </Tag>
        {valid ? (
          <span className={styles.friendReward} data-testid="invite-friend-reward">
            +{formatCount(friend.reward, i18n.language)}
          </span>
        ) : (
          <span className={styles.friendReward} data-pending="true">
            {t('invite.reward_pending')}
          </span>
        )}
      </span>
    </div>
  );
}

export function FriendList({ empty }: { empty: ReactNode }) {
  const friends = useInviteList();
  const items = flattenPages(friends.data?.pages, (friend) => friend.uid);

  const loadMore = async (): Promise<void> => {
    const result = await friends.fetchNextPage();
    if (result.isError) throw result.error;
  };

  if (friends.isPending) {
    return (
      <div aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <span key={i} className={`${skeleton.line} ${styles.skeletonLine}`} />
        ))}
      </div>
    );
  }
  if (friends.isError && items.length === 0) return <RetryButton onRetry={() => void friends.refetch()} />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul className={styles.friends} data-testid="invite-friends">
        {items.map((friend) => (
          <li key={friend.uid}>
            <FriendRow friend={friend} />
          </li>
        ))}
      </ul>
      <ListFooter loadMore={loadMore} hasMore={friends.hasNextPage} />
    </div>
  );
}
