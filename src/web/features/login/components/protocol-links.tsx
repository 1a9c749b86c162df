/**
 * SPEC 2 and 5: logging in means consenting to the user agreement and the privacy policy;
 * both are links that open the page in a second popup (components/protocol-sheet.tsx).
 *
 * The sentence is translated whole and the two titles are put in as links by hand: the
 * Trans component of react-i18next would bring an HTML parser into the first page's bundle.
 */
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProtocolSheet, type ProtocolEntry } from '#web/components/protocol-sheet.tsx';
import { useSession } from '#web/stores/session.ts';
import styles from './login-popup.module.css';

/** Stand-ins (private-use characters) for the two links inside the translated sentence. */
const USER = '\uE000';
const PRIVACY = '\uE001';

export function ProtocolLinks() {
  const { t } = useTranslation();
  const protocols = useSession((s) => s.protocolList);
  const [open, setOpen] = useState<ProtocolEntry | null>(null);
  if (!protocols) return null;
  const links: Record<string, { entry: ProtocolEntry; testId: string }> = {
    [USER]: { entry: protocols.user, testId: 'login-protocol-user' },
    [PRIVACY]: { entry: protocols.privacy, testId: 'login-protocol-privacy' },
  };
  const sentence = t('login.consent', { user: USER, privacy: PRIVACY });
  return (
    <>
      <p className={styles.consent} data-testid="login-consent">
        {sentence.split(/([\uE000\uE001])/).map((part, i) => {
          const link = links[part];
          if (!link) return <Fragment key={i}>{part}</Fragment>;
          return (
            <button
              key={i}
              type="button"
              className={styles.protocolLink}
              data-testid={link.testId}
              onClick={() => setOpen(link.entry)}
            >
              {link.entry.title}
            </button>
          );
        })}
      </p>
      <ProtocolSheet entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
