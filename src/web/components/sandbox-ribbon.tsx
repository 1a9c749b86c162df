/**
 * The sandbox ribbon (issue 14): while the server runs its stand-ins (SANDBOX: the built-in
 * payment gateway, Facebook and TikTok stand-in logins), every page says so, in the viewer's
 * language, so a sandbox can never be mistaken for the real service. It lets every touch
 * through and sits above the popups, where money is chosen.
 */
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';
import styles from './sandbox-ribbon.module.css';

export function SandboxRibbon() {
  const { t } = useTranslation();
  if (!getRuntimeConfig().sandbox) return null;
  return (
    <div
      className={styles.ribbon}
      role="note"
      aria-label={t('sandbox.ribbon_label')}
      data-testid="sandbox-ribbon"
    >
      <span aria-hidden="true">{t('sandbox.ribbon')}</span>
    </div>
  );
}
