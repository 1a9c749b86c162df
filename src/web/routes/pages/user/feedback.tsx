/**
 * Feedback (/pages/user/feedback): two tabs, the form and the user's records with the
 * operator's replies. Guests may leave feedback too (their device account is the sender).
 * With unread replies waiting, the page opens on the records.
 */
import { Tabs } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Page } from '#web/components/page.tsx';
import { FeedbackForm } from '#web/features/feedback/components/feedback-form.tsx';
import { FeedbackRecords } from '#web/features/feedback/components/feedback-records.tsx';
import { useFeedbackUnread } from '#web/hooks/use-feedback-unread.ts';
import { useTabInAddress } from '#web/hooks/use-tab-in-address.ts';

type FeedbackTab = 'form' | 'records';

export function Component() {
  const { t } = useTranslation();
  const unread = useFeedbackUnread();
  const [tab, setTab] = useTabInAddress<FeedbackTab>((fromAddress) =>
    fromAddress === 'records' || (fromAddress === null && unread > 0) ? 'records' : 'form',
  );

  return (
    <Page testId="page-feedback">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'records' ? 'records' : 'form')}
        aria-label={t('feedback.title')}
      >
        <Tabs.Tab key="form" title={t('feedback.tab_form')} data-testid="feedback-tab-form" />
        <Tabs.Tab key="records" title={t('feedback.tab_records')} data-testid="feedback-tab-records" />
      </Tabs>
      {tab === 'form' ? (
        <FeedbackForm onSubmitted={() => setTab('records')} />
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
