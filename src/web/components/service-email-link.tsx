/**
 * Customer service's address as a mail link: the icon above, the address below, so the address
 * gets the whole width and stays whole on a 320 px phone (it breaks inside only when longer than
 * the line). Shared by the customer-service dialog and what a blocked account is told.
 */
import { MailOutline } from 'antd-mobile-icons';
import styles from './service-email-link.module.css';

export function ServiceEmailLink({
  email,
  testId,
  label,
}: {
  email: string;
  testId: string;
  label?: string;
}) {
  return (
    <a className={styles.email} href={`mailto:${email}`} aria-label={label} data-testid={testId}>
      <MailOutline aria-hidden="true" className={styles.icon} />
      <span className={styles.address}>{email}</span>
    </a>
  );
}
