/**
 * Release notices (issue 19), newest first: the series, "Episode N is out now" and when; unread
 * ones marked. A tap opens that episode and marks the notice read; "Mark all read" reads all.
 */
import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DramaRow, DramaRowLine, dramaRowListClass } from '#web/components/drama-row.tsx';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import { relativeTime } from '#web/lib/format.ts';
import { flattenPages } from '#web/lib/paging.ts';
import { useNotices } from '../api/get-notices.ts';
import { readAllNotices, readNotice } from '../api/read-notices.ts';
import srOnly from '#web/components/sr-only.module.css';
import styles from './notice-list.module.css';

export function NoticeList({ empty }: { empty: ReactNode }) {
  const { t, i18n } = useTranslation();
  const notices = useNotices();
  const [now] = useState(Date.now);
  const [reading, setReading] = useState(false);
  const items = flattenPages(notices.data?.pages, (item) => item.notice_id);
  const unread = notices.data?.pages[0]?.unread ?? 0;

  const loadMore = async (): Promise<void> => {
    const result = await notices.fetchNextPage();
    if (result.isError) throw result.error;
  };

  const readAll = (): void => {
    setReading(true);
    void readAllNotices()
      .catch(() => undefined)
      .finally(() => setReading(false));
  };

  if (notices.isPending) return null;
  if (notices.isError && !notices.data) return <RetryButton onRetry={() => void notices.refetch()} />;
  if (items.length === 0) return <>{empty}</>;

  return (
    <div>
      <div className={styles.toolbar}>
        <span className={styles.count} data-testid="notices-unread" data-count={unread}>
          {unread > 0 ? t('notices.unread_badge', { count: unread }) : ''}
        </span>
        <Button
          size="small"
          fill="none"
          disabled={unread === 0 || reading}
          onClick={readAll}
          data-testid="notices-read-all"
        >
          {t('notices.read_all')}
        </Button>
      </div>
      <ul className={dramaRowListClass}>
        {items.map((item) => (
          <DramaRow
            key={item.notice_id}
            dramaId={item.drama_id}
            episode={item.episode_number}
            poster={item.poster}
            title={item.title}
            unread={item.read === 0}
            testId="notice-row"
            onOpen={() => {
              if (item.read === 0) void readNotice(item.notice_id).catch(() => undefined);
            }}
          >
            <DramaRowLine>{t('notices.new_episode', { number: item.episode_number })}</DramaRowLine>
            <DramaRowLine muted>
              <time dateTime={new Date(item.created_at * 1000).toISOString()}>
                {relativeTime(item.created_at, now, i18n.language, t('time.just_now'))}
              </time>
              {item.read === 0 && <span className={srOnly.srOnly}> · {t('notices.unread')}</span>}
            </DramaRowLine>
          </DramaRow>
        ))}
      </ul>
      <ListFooter loadMore={loadMore} hasMore={notices.hasNextPage} />
    </div>
  );
}
