/**
 * Gives the cards' head start (lib/play-warmup.ts) to the player feature. Its code is the play
 * page's, fetched when the browser is idle on home (routes/home.tsx calls preloadPlayWarmer),
 * so it is not part of the first page's JS; a press before it has arrived fetches it with the
 * page. Once it is here, a press runs it at once, in the press's own event: the tap's click
 * that follows starts the play page's render, which would hold back a promise's callback.
 */
import type * as WarmPlay from '#web/features/player/api/warm-play.ts';
import { registerPlayWarmer } from '#web/lib/play-warmup.ts';

type WarmPlayModule = typeof WarmPlay;

export function installPlayWarmer(): void {
  let loaded: WarmPlayModule | undefined;
  const load = (): Promise<WarmPlayModule> =>
    import('#web/features/player/api/warm-play.ts').then((module) => (loaded = module));
  registerPlayWarmer(
    (stage, dramaId, episode) => {
      const warm = (module: WarmPlayModule) => module.warmPlay(stage, dramaId, episode);
      (loaded ? warm(loaded) : load().then(warm)).catch(() => undefined);
    },
    // Home's idle preload: the warm-up's code, and hls.js where it plays.
    () => load().then((module) => module.preloadHls()),
  );
}
