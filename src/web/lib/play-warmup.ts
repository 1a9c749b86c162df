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

export function registerPlayWarmer(next: PlayWarmer | undefined): void {
  warmer = next;
}

export function warmPlay(stage: PlayWarmStage, dramaId: number, episode?: number): void {
  try {
    warmer?.(stage, dramaId, episode);
  } catch {
    // A warm-up is only a head start: the play page asks for everything itself anyway.
  }
}
