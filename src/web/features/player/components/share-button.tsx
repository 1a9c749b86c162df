/**
 * Share, on the player's side: the drama at the episode on screen, through the system share
 * sheet where the browser has one, else its link copied (the invite sheet's messages). The
 * link carries the viewer's invite code (lib/invite-code.ts), so a friend who joins through it
 * counts as invited; the code is asked when the finger lands, before the tap completes, and a
 * share that would wait too long for it goes without it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { episodePlayPath } from '#shared/contract/follow.ts';
import { ShareOutline } from '#web/components/icons/icons.tsx';
import { FALLBACK_APP_NAME } from '#web/config/app.ts';
import { inviteCodeQueryOptions, inviteCodeWithin } from '#web/lib/invite-code.ts';
import { notify } from '#web/lib/notify.ts';
import { shareLink, shareOrCopy } from '#web/lib/share-link.ts';
import { useSession } from '#web/stores/session.ts';
import styles from './player-screen.module.css';

interface ShareButtonProps {
  dramaId: number;
  title: string;
  episode: number;
}

export function ShareButton({ dramaId, title, episode }: ShareButtonProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const appName = useSession((s) => s.appName) || FALLBACK_APP_NAME;

  const warm = (): void => {
    if (token !== '') void client.prefetchQuery(inviteCodeQueryOptions(token));
  };

  const share = async (): Promise<void> => {
    const code = await inviteCodeWithin(client, token);
    const url = shareLink(episodePlayPath(dramaId, episode), code, window.location.origin);
    const outcome = await shareOrCopy({
      title: `${title} - ${appName}`,
      text: t('player.share_text', { title, number: episode, app: appName }),
      url,
    });
    if (outcome === 'copied') notify(t('player.share_copied'), { kind: 'success', position: 'bottom' });
    else if (outcome === 'failed') notify(t('player.share_copy_failed'), { kind: 'error' });
  };

  return (
    <button
      type="button"
      className={styles.sideButton}
      onPointerDown={warm}
      onFocus={warm}
      onClick={() => void share()}
      data-testid="player-share"
    >
      <ShareOutline aria-hidden="true" className={styles.sideIcon} />
      <span>{t('player.share')}</span>
    </button>
  );
}
