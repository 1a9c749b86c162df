/**
 * What a blocked viewer is told (decision 0035: a device login of a blocked account answers
 * 633): the account is blocked, and customer service's email to ask about it. The session's
 * dialog says it once; a page that needs a session shows it in place of its content.
 */
import { StopOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ServiceEmailLink } from '#web/components/service-email-link.tsx';
import { useSession } from '#web/stores/session.ts';
import styles from './account-blocked.module.css';

/** Customer service's address as a mail link, or a line saying there is none yet. */
export function ServiceContact() {
  const { t } = useTranslation();
  const email = useSession((s) => s.serviceEmail);
  if (!email) return <p className={styles.none}>{t('service.none')}</p>;
  return (
    <ServiceEmailLink
      email={email}
      testId="blocked-service-email"
      label={t('session.blocked_write', { email })}
    />
  );
}

/** A page's content for a blocked viewer (instead of skeletons that never fill). */
export function AccountBlockedState() {
  const { t } = useTranslation();
  return (
    <div data-testid="account-blocked-state">
      <EmptyState
        icon={<StopOutline />}
        title={t('session.blocked_title')}
        description={t('session.blocked_content')}
        action={<ServiceContact />}
      />
    </div>
  );
}
