/**
 * The user's feedback records: type, content, relative time (SPEC 9) and the operator's
 * replies below each, those not read yet marked "New". Showing the records marks each
 * feedback's replies read on the server (POST /feedback/read); the marks stay on screen until
 * the list is loaded again (pull to refresh), so the user still sees which replies are new.
 * The query lives outside the pull-to-refresh wrapper, which remounts its content once its
 * gesture code has loaded: a remount must not refetch the list and drop the marks.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '#shared/contract/feedback.ts';
import { PullToRefresh } from '#web/components/pull-to-refresh.tsx';
import { ListFooter } from '#web/components/list-footer.tsx';
import { RetryButton } from '#web/components/retry-button.tsx';
import skeleton from '#web/components/skeleton/skeleton.module.css';
import { FEEDBACK_QUERY_KEY } from '#web/hooks/use-feedback-unread.ts';
import { relativeTime } from '#web/lib/format.ts';
import { flattenPages } from '#web/lib/paging.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useFeedbackList } from '../api/get-feedback-list.ts';
import { readFeedback } from '../api/read-feedback.ts';
import styles from './feedback.module.css';

const SKELETON_ROWS = 3;
/** Relative times move on while the page is open. */
const CLOCK_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function FeedbackRow({ item, now }: { item: FeedbackItem; now: number }) {
  const { t, i18n } = useTranslation();
  const when = (seconds: number) => relativeTime(seconds, now, i18n.language, t('time.just_now'));
  return (
    <article className={styles.item} data-testid="feedback-item" data-id={item.id} data-unread={item.unread}>
      <div className={styles.itemHead}>
        <span className={styles.type}>{item.type_label}</span>
        <time className={styles.time} dateTime={new Date(item.created_at * 1000).toISOString()}>
          {when(item.created_at)}
        </time>
      </div>
      <p className={styles.content}>{item.content}</p>
      <span className={styles.contact}>{t('feedback.contact_line', { contact: item.contact })}</span>
      {item.replies.length === 0 ? (
        <span className={styles.awaiting}>{t('feedback.awaiting_reply')}</span>
      ) : (
        <ul className={styles.replies}>
          {item.replies.map((reply) => (
            <li
              key={reply.id}
              className={styles.reply}
              data-testid="feedback-reply"
              data-read={reply.is_read}
            >
              <div className={styles.replyHead}>
                <span className={styles.replyFrom}>{t('feedback.reply_from')}</span>
                <span>{when(reply.created_at)}</span>
                {reply.is_read === 0 && (
                  <span className={styles.new} data-testid="feedback-reply-new">
                    {t('feedback.new_reply')}
                  </span>
                )}
              </div>
              <p className={styles.content}>{reply.body}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function FeedbackRecords({ empty }: { empty: ReactNode }) {
  const list = useFeedbackList();
  const now = useNow();
  const items = flattenPages(list.data?.pages, (item) => item.id);
  const marked = useRef(new Set<number>());

  // Each feedback with unread replies is marked read once, when it is first shown.
  useEffect(() => {
    for (const item of items) {
      if (item.unread === 0 || marked.current.has(item.id)) continue;
      marked.current.add(item.id);
      readFeedback(item.id).catch(() => marked.current.delete(item.id));
    }
  }, [items]);

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <span key={i} className={`${skeleton.block} ${styles.skeletonRow}`} />
        ))}
      </div>
    );
  } else if (list.isError && items.length === 0) {
    body = <RetryButton onRetry={() => void list.refetch()} />;
  } else if (items.length === 0) {
    body = empty;
  } else {
    body = (
      <div>
        <ul className={styles.list} data-testid="feedback-list">
          {items.map((item) => (
            <li key={item.id}>
              <FeedbackRow item={item} now={now} />
            </li>
          ))}
        </ul>
        <ListFooter
          loadMore={async () => {
            const result = await list.fetchNextPage();
            if (result.isError) throw result.error;
          }}
          hasMore={list.hasNextPage}
        />
      </div>
    );
  }
  return (
    <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: FEEDBACK_QUERY_KEY })}>
      {body}
    </PullToRefresh>
  );
}
