/**
 * Feedback (/pages/user/feedback): two tabs, the form and the user's records with the
 * operator's replies. Guests may leave feedback too (their device account is the sender).
 * With unread replies waiting, the page opens on the records, and "My feedback" carries a dot.
 * Opened without `?tab=` before the unread count is known, it waits for the count: the records
 * once it says there are unread replies, unless the user has picked a tab or started writing.
 */
import { useState } from 'react';
import { Badge, Tabs } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import srOnly from '#web/components/sr-only.module.css';
import { FeedbackForm } from '#web/features/feedback/components/feedback-form.tsx';
import { FeedbackRecords } from '#web/features/feedback/components/feedback-records.tsx';
import { useFeedbackUnreadCount } from '#web/hooks/use-feedback-unread.ts';
import { useTabInAddress } from '#web/hooks/use-tab-in-address.ts';

type FeedbackTab = 'form' | 'records';

export function Component() {
  const { t } = useTranslation();
  // Live for guests too: this page is where a guest's own feedback is.
  const unread = useFeedbackUnreadCount({ live: true });
  const [search] = useSearchParams();
  const [tab, setTab] = useTabInAddress<FeedbackTab>((fromAddress) =>
    fromAddress === 'records' || (fromAddress === null && (unread ?? 0) > 0) ? 'records' : 'form',
  );
  // Nothing in the address and the count still on its way: the first tab waits for it (then
  // 'records' when there are unread replies), unless the user picks a tab or starts writing.
  const [auto, setAuto] = useState<'waiting' | 'records' | null>(() =>
    search.get('tab') === null && unread === undefined ? 'waiting' : null,
  );
  if (auto === 'waiting' && unread !== undefined) setAuto(unread > 0 ? 'records' : null);
  const shown: FeedbackTab = auto === 'records' ? 'records' : tab;
  const pick = (next: FeedbackTab): void => {
    setAuto(null);
    setTab(next);
  };

  const recordsLabel = t('feedback.tab_records');
  const hasUnread = (unread ?? 0) > 0;

  return (
    <Page testId="page-feedback">
      <Tabs
        activeKey={shown}
        onChange={(key) => pick(key === 'records' ? 'records' : 'form')}
        aria-label={t('feedback.title')}
      >
        <Tabs.Tab key="form" title={t('feedback.tab_form')} data-testid="feedback-tab-form" />
        <Tabs.Tab
          key="records"
          title={
            hasUnread ? (
              <Badge content={Badge.dot} data-testid="feedback-tab-records-dot">
                {recordsLabel}
                <span className={srOnly.srOnly}> {t('feedback.unread_badge', { count: unread })}</span>
              </Badge>
            ) : (
              recordsLabel
            )
          }
          data-testid="feedback-tab-records"
        />
      </Tabs>
      {shown === 'form' ? (
        <FeedbackForm
          onSubmitted={() => pick('records')}
          onEdit={() => setAuto((prev) => (prev === 'waiting' ? null : prev))}
        />
      ) : (
        <FeedbackRecords
          empty={
            <EmptyState
              icon={<MessageOutline />}
              title={t('feedback.empty_title')}
              description={t('feedback.empty_desc')}
            />
          }
        />
      )}
    </Page>
  );
}
