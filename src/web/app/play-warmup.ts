/**
 * Gives the cards' head start (lib/play-warmup.ts) to the player feature. Its code is the play
 * page's, fetched when the browser is idle on home (routes/home.tsx), so it is not part of the
 * first page's JS; a press before it has arrived fetches it with the page.
 */
import { registerPlayWarmer } from '#web/lib/play-warmup.ts';

const loadWarmPlay = () => import('#web/features/player/api/warm-play.ts');

export function installPlayWarmer(): void {
  registerPlayWarmer((stage, dramaId, episode) => {
    loadWarmPlay()
      .then((module) => module.warmPlay(stage, dramaId, episode))
      .catch(() => undefined);
  });
}
