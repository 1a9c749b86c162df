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

/**
 * What the ribbon says: no real money while the sandbox gateway takes payments; test logins
 * while only the Facebook or TikTok stand-ins run (payments then go through Stripe). A page that
 * names neither (a server older than the two flags) says both.
 */
function ribbonText(pay: boolean, logins: boolean) {
  if (pay && !logins) return { text: 'sandbox.ribbon', label: 'sandbox.ribbon_label_pay' } as const;
  if (logins && !pay) return { text: 'sandbox.ribbon_logins', label: 'sandbox.ribbon_label_logins' } as const;
  return { text: 'sandbox.ribbon', label: 'sandbox.ribbon_label' } as const;
}

export function SandboxRibbon() {
  const { t } = useTranslation();
  const { sandbox, sandboxPay, sandboxLogins } = getRuntimeConfig();
  useEffect(() => {
    if (sandbox) document.documentElement.dataset.sandbox = '';
  }, [sandbox]);
  if (!sandbox) return null;
  const { text, label } = ribbonText(sandboxPay, sandboxLogins);
  return (
    <div className={styles.ribbon} role="note" aria-label={t(label)} data-testid="sandbox-ribbon">
      <span aria-hidden="true">{t(text)}</span>
    </div>
  );
}
