/**
 * SPEC 2 and 5: logging in means consenting to the user agreement and the privacy policy;
 * both are links that open the page in a second popup (components/protocol-sheet.tsx).
 */
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { ProtocolSheet, type ProtocolEntry } from '#web/components/protocol-sheet.tsx';
import { useSession } from '#web/stores/session.ts';
import styles from './login-popup.module.css';

export function ProtocolLinks() {
  const protocols = useSession((s) => s.protocolList);
  const [open, setOpen] = useState<ProtocolEntry | null>(null);
  if (!protocols) return null;
  const link = (entry: ProtocolEntry, testId: string) => (
    <button
      type="button"
      className={styles.protocolLink}
      data-testid={testId}
      onClick={() => setOpen(entry)}
    />
  );
  return (
    <>
      <p className={styles.consent} data-testid="login-consent">
        <Trans
          i18nKey="login.consent"
          values={{ user: protocols.user.title, privacy: protocols.privacy.title }}
          components={{
            user: link(protocols.user, 'login-protocol-user'),
            privacy: link(protocols.privacy, 'login-protocol-privacy'),
          }}
        />
      </p>
      <ProtocolSheet entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
