/**
 * Personal centre tab (/pages/user/index): the user card, the language, then the entries.
 * Offline the page stays, with the user info this visit already has under its own "no
 * connection" note (in the flow, above the card: the shell's floating one would cover the
 * name), or a card that says it is offline when it has none; its entries keep working,
 * Downloads above all (the saved episodes play without the network).
 */
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from '#web/components/offline-banner.tsx';
import { Page } from '#web/components/page.tsx';
import { LanguageCard } from '#web/features/user/components/language-item.tsx';
import { OfflineUserCard } from '#web/features/user/components/offline-user-card.tsx';
import { UserCard } from '#web/features/user/components/user-card.tsx';
import { UserMenu } from '#web/features/user/components/user-menu.tsx';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { useSession } from '#web/stores/session.ts';
import styles from './index.module.css';

export function Component() {
  const { t } = useTranslation();
  const switchEnabled = useSession((s) => s.systemLan.switchEnabled);
  // The user info arrived at least once this visit (the session keeps it, offline too).
  const known = useSession((s) => s.userId !== null);
  const offline = useOfflineContent(true, 'page');
  return (
    <Page testId="page-mine">
      {offline && known && (
        <div className={styles.banner}>
          <OfflineBanner message={t('offline.banner')} />
        </div>
      )}
      {offline && !known ? <OfflineUserCard /> : <UserCard />}
      {switchEnabled && <LanguageCard />}
      <UserMenu />
    </Page>
  );
}
