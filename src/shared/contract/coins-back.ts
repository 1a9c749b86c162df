/**
 * Coins back when playback fails (issue 19, decision 0041): the player reports a fatal media
 * or network failure of an episode, and the viewer may take back what the episode cost.
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';

const id = numeric(z.number().int().positive().max(2_147_483_647));
const amount = z.number().int();

/** What the player could not recover from (hls.js's fatal error types, or native HLS's error). */
export const PLAYBACK_FAILURE_KINDS = ['network', 'media'] as const;
export type PlaybackFailureKind = (typeof PLAYBACK_FAILURE_KINDS)[number];

/** POST /video/playback-failure */
export const playbackFailureRequest = z.object({
  drama_id: id,
  episode_id: id,
  kind: z.enum(PLAYBACK_FAILURE_KINDS),
  /** Where the player was when it failed (the server trusts its own records, not this). */
  position_ms: numeric(
    z
      .number()
      .int()
      .min(0)
      .max(24 * 3600 * 1000),
  ),
});

/** What a return would give back now, per balance; `returnable` 0 means none is offered. */
export const playbackFailureData = z.object({
  returnable: z.union([z.literal(0), z.literal(1)]),
  /** Vouchers. */
  coin: amount,
  /** Gold coins. */
  gold: amount,
});
export type PlaybackFailureData = z.infer<typeof playbackFailureData>;

/** POST /wallet/coins-back: 711..715 when refused (api-codes.ts). */
export const coinsBackRequest = z.object({ episode_id: id });
export const coinsBackData = z.object({
  coin: amount,
  gold: amount,
  balance: z.object({ gold: amount, coin: amount }),
});
export type CoinsBackData = z.infer<typeof coinsBackData>;
