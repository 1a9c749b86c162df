/**
 * The invite page's content: the reward per friend and what the user earned so far, their
 * link with the share button, the rules, and the friends invited. Guests may invite too.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { UserAddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { INVITE_REWARD_GOLD } from '#shared/constants.ts';
import { AccountBlockedState } from '#web/components/account-blocked/account-blocked.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { FALLBACK_APP_NAME } from '#web/config/app.ts';
import { formatCount } from '#web/lib/format.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { useSessionPrompt } from '#web/stores/session-prompt.ts';
import { useInviteInfo } from '../api/get-invite-info.ts';
import { FriendList } from './friend-list.tsx';
import { PosterSheet } from './poster-sheet.tsx';
import { ShareSheet } from './share-sheet.tsx';
import styles from './invite.module.css';

type Sheet = 'none' | 'share' | 'poster';

export function InvitePanel() {
  const { t, i18n } = useTranslation();
  const info = useInviteInfo();
  const hadLogin = useSession((s) => s.hadLogin);
  const appName = useSession((s) => s.appName) || FALLBACK_APP_NAME;
  const openLogin = useLoginPopup((s) => s.open);
  const blocked = useSessionPrompt((s) => s.blocked);
  const [sheet, setSheet] = useState<Sheet>('none');
  const count = (n: number) => formatCount(n, i18n.language);
  const data = info.data;
  const reward = data?.reward_per_friend ?? INVITE_REWARD_GOLD;

  // A blocked account has no link to share and no session to load with: it is told so.
  if (blocked && !data) return <AccountBlockedState />;

  return (
    <>
      <section className={styles.hero} aria-labelledby="invite-hero-title">
        <h2 id="invite-hero-title" className={styles.heroTitle}>
          {t('invite.hero_title')}
        </h2>
        <p className={styles.rewardLabel}>{t('invite.reward_label')}</p>
        <p className={styles.reward}>
          <span className={styles.rewardAmount} data-testid="invite-reward">
            +{count(reward)}
          </span>
          <span className={styles.rewardUnit}>{t('invite.gold_unit')}</span>
        </p>
        <p className={styles.heroDesc}>{t('invite.hero_desc', { amount: count(reward) })}</p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('invite.stat_invited')}</dt>
            <dd data-testid="invite-invited-count">{data ? count(data.invited_count) : '–'}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('invite.stat_valid')}</dt>
            <dd data-testid="invite-valid-count">{data ? count(data.valid_count) : '–'}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('invite.stat_earned')}</dt>
            <dd data-testid="invite-total-earned">{data ? count(data.total_earned) : '–'}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="invite-link-title">
        <h2 id="invite-link-title" className={styles.cardTitle}>
          {t('invite.my_link')}
        </h2>
        {data ? (
          <p className={styles.link} data-testid="invite-link">
            {data.invite_link}
          </p>
        ) : info.isError ? (
          <RetryButton onRetry={() => void info.refetch()} />
        ) : (
          <span className={`${skeleton.line} ${styles.skeletonLine}`} aria-hidden="true" />
        )}
        <Button
          block
          color="primary"
          shape="rounded"
          disabled={!data}
          onClick={() => setSheet('share')}
          data-testid="invite-share"
        >
          {t('invite.share')}
        </Button>
        {hadLogin ? null : (
          <p className={styles.guestNote}>
            <span>{t('invite.guest_note')}</span>
            <button
              type="button"
              className={styles.guestLogin}
              onClick={openLogin}
              data-testid="invite-login"
            >
              {t('invite.login')}
            </button>
          </p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="invite-rules-title">
        <h2 id="invite-rules-title" className={styles.cardTitle}>
          {t('invite.rules_title')}
        </h2>
        {data ? (
          <ol className={styles.rules} data-testid="invite-rules">
            {data.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        ) : (
          <span className={`${skeleton.line} ${styles.skeletonLine}`} aria-hidden="true" />
        )}
      </section>

      <section className={styles.card} aria-labelledby="invite-friends-title">
        <h2 id="invite-friends-title" className={styles.cardTitle}>
          {t('invite.friends_title')}
        </h2>
        <FriendList
          empty={
            <EmptyState
              icon={<UserAddOutline />}
              title={t('invite.empty_title')}
              description={t('invite.empty_desc', { amount: count(reward) })}
            />
          }
        />
      </section>

      {data ? (
        <>
          <ShareSheet
            visible={sheet === 'share'}
            onClose={() => setSheet('none')}
            onPoster={() => setSheet('poster')}
            appName={appName}
            link={data.invite_link}
          />
          <PosterSheet
            visible={sheet === 'poster'}
            onClose={() => setSheet('none')}
            appName={appName}
            code={data.invite_code}
            link={data.invite_link}
            reward={reward}
          />
        </>
      ) : null}
    </>
  );
}
