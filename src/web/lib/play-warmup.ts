/**
 * What a tap on a drama starts before its play page has rendered. A card only says that it
 * is being pressed (the finger is down: maybe a scroll, maybe a tap) or opened (the tap);
 * the player feature, registered by the app (app/play-warmup.ts), does the rest. Nothing is
 * registered in tests or before the app starts: then a press does nothing.
 */
export type PlayWarmStage = 'press' | 'open';

/** `episode`: the one the link names, else where the viewer left off (as the play page decides). */
export type PlayWarmer = (stage: PlayWarmStage, dramaId: number, episode: number | undefined) => void;

let warmer: PlayWarmer | undefined;
let preloader: (() => Promise<void>) | undefined;

/** `preload`: fetches what the warm-up runs, so that a first press starts it at once. */
export function registerPlayWarmer(next: PlayWarmer | undefined, preload?: () => Promise<void>): void {
  warmer = next;
  preloader = preload;
}

/** For a page with cards to call when the browser is idle; nothing before the app registers. */
export function preloadPlayWarmer(): Promise<void> {
  return preloader?.() ?? Promise.resolve();
}

export function warmPlay(stage: PlayWarmStage, dramaId: number, episode?: number): void {
  try {
    warmer?.(stage, dramaId, episode);
  } catch {
    // A warm-up is only a head start: the play page asks for everything itself anyway.
  }
}
