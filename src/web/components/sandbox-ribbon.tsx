/**
 * The sandbox ribbon (issue 14): while the server runs its stand-ins (SANDBOX: the built-in
 * payment gateway, Facebook and TikTok stand-in logins), every page says so, in the viewer's
 * language, so a sandbox can never be mistaken for the real service: a strip across the top,
 * above the popups, where money is chosen. The server marks such a page (`<html data-sandbox>`)
 * so its room is kept from the first paint; the dev server does not, so it is marked here too.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';
import styles from './sandbox-ribbon.module.css';

export function SandboxRibbon() {
  const { t } = useTranslation();
  const sandbox = getRuntimeConfig().sandbox;
  useEffect(() => {
    if (sandbox) document.documentElement.dataset.sandbox = '';
  }, [sandbox]);
  if (!sandbox) return null;
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
