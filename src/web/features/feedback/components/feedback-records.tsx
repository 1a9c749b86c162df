/**
 * The user's feedback records: type, content, the pictures sent with it (thumbnails that open
 * full screen; none in an older server's answer), relative time (SPEC 9) and the operator's
 * replies below each, those not read yet marked "New"; a feedback customer service closed
 * says so instead of waiting for a reply. Showing the records marks each feedback's replies
 * read on the server (POST /feedback/read); the marks stay on screen while the page is open
 * (the list is asked again on coming back to the app and every minute, which brings new
 * replies in) until the user pulls to refresh, so they still see which replies are new.
 * The query lives outside the pull-to-refresh wrapper, which remounts its content once its
 * gesture code has loaded: a remount must not refetch the list and drop the marks.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem, FeedbackReply } from '#shared/contract/feedback.ts';
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
import { FeedbackThumbnails } from './feedback-thumbnails.tsx';
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

function FeedbackRow({
  item,
  now,
  isNew,
}: {
  item: FeedbackItem;
  now: number;
  isNew: (reply: FeedbackReply) => boolean;
}) {
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
      {item.images && <FeedbackThumbnails images={item.images} />}
      <span className={styles.contact}>{t('feedback.contact_line', { contact: item.contact })}</span>
      {item.replies.length > 0 && (
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
                {isNew(reply) && (
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
      {item.closed === 1 ? (
        <span className={styles.closed} data-testid="feedback-closed">
          {t('feedback.closed')}
        </span>
      ) : (
        item.replies.length === 0 && <span className={styles.awaiting}>{t('feedback.awaiting_reply')}</span>
      )}
    </article>
  );
}

export function FeedbackRecords({ empty }: { empty: ReactNode }) {
  const list = useFeedbackList();
  const now = useNow();
  const items = flattenPages(list.data?.pages, (item) => item.id);
  // Replies shown unread on this visit: still "New" after a refresh answers them read.
  const [shownNew, setShownNew] = useState<ReadonlySet<number>>(() => new Set());
  const unseen = items.flatMap((item) =>
    item.replies.filter((r) => r.is_read === 0 && !shownNew.has(r.id)).map((r) => r.id),
  );
  if (unseen.length > 0) setShownNew((prev) => new Set([...prev, ...unseen]));
  const marked = useRef(new Set<number>());

  // Each unread reply is marked read once, when it is first shown (a reply that comes in
  // later to the same feedback too).
  useEffect(() => {
    for (const item of items) {
      const ids = item.replies.filter((r) => r.is_read === 0).map((r) => r.id);
      if (item.unread === 0 || ids.every((id) => marked.current.has(id))) continue;
      for (const id of ids) marked.current.add(id);
      readFeedback(item.id).catch(() => {
        for (const id of ids) marked.current.delete(id);
      });
    }
  }, [items]);

  const isNew = (reply: FeedbackReply): boolean => reply.is_read === 0 || shownNew.has(reply.id);

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
              <FeedbackRow item={item} now={now} isNew={isNew} />
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
    <PullToRefresh
      onRefresh={async () => {
        await queryClient.refetchQueries({ queryKey: FEEDBACK_QUERY_KEY });
        // Loaded again on purpose: what is new is what the server says now.
        setShownNew(new Set());
      }}
    >
      {body}
    </PullToRefresh>
  );
}
