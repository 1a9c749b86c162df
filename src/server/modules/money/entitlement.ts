/**
 * Who may play what: the one entitlement check of catalogue, player, pay and invite alike.
 * The lock decision of DESIGN.md section 3, pure: the first `free_episodes` are free, a VIP
 * plays everything, an unlocked episode stays unlocked, and a locked one can be unlocked only
 * when every earlier episode is free or unlocked.
 */

export interface EpisodeForLock {
  id: number;
  number: number;
  durationMs: number;
  /** Effective price in coins (the override or the drama's price). */
  price: number;
}

export interface LockContext {
  freeEpisodes: number;
  isVip: boolean;
  unlockedIds: ReadonlySet<number>;
}

export interface EpisodeState {
  episode_id: number;
  number: number;
  duration_ms: number;
  price: number;
  free: 0 | 1;
  unlocked: 0 | 1;
  locked: 0 | 1;
  can_unlock: 0 | 1;
}

const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);

export function isFreeEpisode(number: number, freeEpisodes: number): boolean {
  return number <= freeEpisodes;
}

/** States in episode order (the input may come in any order). */
export function episodeStates(episodes: readonly EpisodeForLock[], ctx: LockContext): EpisodeState[] {
  const sorted = [...episodes].sort((a, b) => a.number - b.number);
  let earlierAllOpen = true;
  return sorted.map((ep) => {
    const free = isFreeEpisode(ep.number, ctx.freeEpisodes);
    const unlocked = ctx.unlockedIds.has(ep.id);
    const locked = !free && !unlocked && !ctx.isVip;
    const state: EpisodeState = {
      episode_id: ep.id,
      number: ep.number,
      duration_ms: ep.durationMs,
      price: free ? 0 : ep.price,
      free: bit(free),
      unlocked: bit(unlocked),
      locked: bit(locked),
      can_unlock: bit(locked && earlierAllOpen),
    };
    earlierAllOpen = earlierAllOpen && (free || unlocked);
    return state;
  });
}

/** Coins to unlock every remaining locked episode. */
export function totalToFinish(states: readonly EpisodeState[]): number {
  return states.reduce((sum, s) => sum + (s.locked ? s.price : 0), 0);
}

export function isPlayable(number: number, episodeId: number, ctx: LockContext): boolean {
  return ctx.isVip || isFreeEpisode(number, ctx.freeEpisodes) || ctx.unlockedIds.has(episodeId);
}

/** Whether VIP (every episode open, no coin walls) runs at `nowMs`. */
export function isVip(vipUntil: Date | null | undefined, nowMs: number): boolean {
  return (vipUntil?.getTime() ?? 0) > nowMs;
}
