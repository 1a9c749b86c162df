/**
 * Follow a series, its release notices and Web Push subscriptions (issue 19, decision 0042):
 * POST, snake_case, paged lists, as the other calls SPEC.md leaves unshown.
 */
import { z } from 'zod';
import { numeric } from './numeric.ts';
import { dramaCard } from './catalogue.ts';
import { paged, pageRequest } from './envelope.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

/** Push endpoints and keys as a browser's PushSubscription.toJSON() writes them. */
export const PUSH_ENDPOINT_MAX = 2048;
const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');

/** POST /follow/state, /follow/add, /follow/remove */
export const followState = z.object({ is_following: flag });
export type FollowState = z.infer<typeof followState>;

/** POST /follow/list: each followed series with its next release (ISO; null = all episodes out). */
export const followItem = z.object({
  drama: dramaCard,
  next_release_at: z.string().nullable(),
  /** Unix seconds. */
  followed_at: z.number().int(),
});
export const followPage = paged(followItem);
export type FollowPage = z.infer<typeof followPage>;
export type FollowItem = z.infer<typeof followItem>;

/** POST /notice/list: newest first, with the unread count. */
export const noticeItem = z.object({
  notice_id: z.number().int(),
  drama_id: z.number().int(),
  /** The series' title in the request's language. */
  title: z.string(),
  poster: z.string(),
  episode_number: z.number().int(),
  /** Unix seconds. */
  created_at: z.number().int(),
  read: flag,
});
export type NoticeItem = z.infer<typeof noticeItem>;
export const noticePage = paged(noticeItem).extend({ unread: z.number().int().nonnegative() });
export type NoticePage = z.infer<typeof noticePage>;
export const noticeListRequest = pageRequest.partial().nullish();
export const noticeReadRequest = z.object({ notice_id: numeric(z.number().int().positive()) });
export const noticeUnreadData = z.object({ count: z.number().int().nonnegative() });

/** POST /push/key: the server's VAPID public key (applicationServerKey, base64url). */
export const pushKeyData = z.object({ public_key: z.string() });

/** POST /push/subscribe */
export const pushSubscribeRequest = z.object({
  endpoint: z.string().trim().min(1).max(PUSH_ENDPOINT_MAX),
  keys: z.object({
    p256dh: base64url.min(80).max(100),
    auth: base64url.min(16).max(32),
  }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequest>;

/** POST /push/unsubscribe */
export const pushUnsubscribeRequest = z.object({ endpoint: z.string().trim().min(1).max(PUSH_ENDPOINT_MAX) });

/** What a release's push carries (the service worker's `push` event reads it). */
export interface ReleasePushPayload {
  title: string;
  body: string;
  /** The episode's play page, same origin. */
  url: string;
  icon: string;
  /** One notification per series: a newer release replaces an older one. */
  tag: string;
}

/** The web app's play page at an episode (config/paths.ts `videoPlay`): where a push opens. */
export function episodePlayPath(dramaId: number, episodeNumber: number): string {
  return `/pages/video/play?drama_id=${dramaId}&ep=${episodeNumber}`;
}

/** POST /console-api/releases/check (owner, editor): the release job's run, now. */
export const releaseCheck = z.object({
  /** Episodes of followed series recorded as released by this run. */
  released: z.number().int(),
  /** Notices made for their followers. */
  notices: z.number().int(),
  /** Push jobs queued (this run's notices and any left over by an interrupted run). */
  pushes: z.number().int(),
  /** Notices older than 90 days deleted. */
  pruned: z.number().int(),
});
export type ReleaseCheck = z.infer<typeof releaseCheck>;
