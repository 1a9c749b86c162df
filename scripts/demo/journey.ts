/**
 * One demo viewer's visit, decided by its own seeded random numbers (so a seed gives the same
 * traffic however the viewers interleave): a guest login, the app opened, a browse, episodes
 * played in order with progress reports, a locked episode's sheet, an unlock with coins bought
 * in the sandbox gateway first when the balance is short, and sometimes a friend invited who
 * opens the link, watches and registers with the TikTok login stand-in.
 */
import type { DataOf } from '#shared/contract/schemas.ts';
import { payInSandbox, tiktokCode, type ViewerClient } from './client.ts';

/** A small seeded generator (mulberry32): the same seed, the same numbers. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What the client saw: the dashboard's figures that no table of the app keeps. */
export interface TrafficReport {
  viewers: number;
  friends: number;
  /** `${dramaId}:${episode}` → locked sheets shown (701 answers). */
  lockedShown: Record<string, number>;
  plays: number;
  unlocks: number;
  ordersPaid: number;
  registered: number;
}

export function emptyReport(): TrafficReport {
  return { viewers: 0, friends: 0, lockedShown: {}, plays: 0, unlocks: 0, ordersPaid: 0, registered: 0 };
}

type Detail = DataOf<'detail'>;

interface Visit {
  client: ViewerClient;
  token: string;
  random: () => number;
  report: TrafficReport;
}

const chance = (v: Visit, p: number) => v.random() < p;
const pick = <T>(v: Visit, list: readonly T[]): T | undefined => list[Math.floor(v.random() * list.length)];

async function deviceLogin(client: ViewerClient, udid: string, inviteCode?: string): Promise<string> {
  const login = await client.must('deviceLogin', {
    udid,
    ...(inviteCode ? { invite_code: inviteCode } : {}),
  });
  return login.user_token;
}

/** Coins bought in the sandbox: the cheapest coin pack that covers `price`, paid, polled. */
async function buyCoins(v: Visit, price: number): Promise<boolean> {
  const center = await v.client.must('payCenter', {}, v.token);
  const packs = center.items.filter((g) => g.type === 1 && g.gold_num + g.bonus_num >= price);
  const goods = packs.sort((a, b) => a.price_cents - b.price_cents)[0];
  const channel = goods?.pal_channel.find((c) => c.gateway.endsWith('/sandbox'));
  if (!goods || !channel) return false;
  const order = await v.client.must(
    'createOrder',
    { goods_id: goods.goods_id, pay_channel_id: channel.channel_id },
    v.token,
  );
  await payInSandbox(v.client.base, order);
  for (let poll = 0; poll < 20; poll++) {
    const state = await v.client.must('queryOrder', { trade_no: order.orderId }, v.token);
    if (state.status === 2) {
      v.report.ordersPaid++;
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Plays one episode: opened, counted, progress every quarter; `stopAt` (0..1) ends early. */
async function watch(v: Visit, episode: Detail['episodes'][number], dramaId: number, stopAt: number) {
  const opened = await v.client.call('episode', { drama_id: dramaId, number: episode.number }, v.token);
  if (opened.code !== 200) return opened.code;
  v.report.plays++;
  const viewId = `demo-${Math.floor(v.random() * 1e12).toString(36)}-${episode.episode_id}`;
  await v.client.must('play', { episode_id: episode.episode_id, view_id: viewId.padEnd(8, '0') }, v.token);
  for (const quarter of [0.25, 0.5, 0.75, 1]) {
    if (quarter > stopAt) break;
    const position = Math.round(episode.duration_ms * quarter);
    await v.client.must('progress', { episode_id: episode.episode_id, position_ms: position }, v.token);
  }
  return 200;
}

/** Watches a drama from episode 1 until it drops off, meeting the paywall on the way. */
async function watchDrama(v: Visit, dramaId: number): Promise<void> {
  const detail = await v.client.must('detail', { drama_id: dramaId }, v.token);
  let balance = detail.balance.gold + detail.balance.coin;
  const wants = 1 + Math.floor(v.random() * detail.episodes.length);
  for (const episode of detail.episodes.slice(0, wants)) {
    const last = episode.number === wants;
    const stopAt = last && chance(v, 0.4) ? 0.25 + Math.floor(v.random() * 3) * 0.25 : 1;
    let code = await watch(v, episode, dramaId, stopAt);
    if (code === 701) {
      const key = `${dramaId}:${episode.number}`;
      v.report.lockedShown[key] = (v.report.lockedShown[key] ?? 0) + 1;
      if (!chance(v, 0.6)) return;
      if (balance < episode.price) {
        // Back from the gateway, the sheet's unlock spends the coins just bought.
        if (!chance(v, 0.7) || !(await buyCoins(v, episode.price))) return;
      }
      const unlocked = await v.client.call(
        'unlock',
        { episode_id: episode.episode_id, scope: 'one', auto: 0 },
        v.token,
      );
      const opened = unlocked.data;
      if (!opened || opened.unlocked_numbers.length === 0) return;
      v.report.unlocks++;
      balance = opened.balance.gold + opened.balance.coin;
      code = await watch(v, episode, dramaId, stopAt);
    }
    if (code !== 200) return;
  }
}

/**
 * The name a friend registers under with the TikTok stand-in, which gives one account per
 * name: one of its own (from the viewer's device id, as its own device id is), so that each
 * friend who registers is a new account and its invite counts, as the report says.
 */
export function friendName(friendUdid: string): string {
  return `Demo Friend ${friendUdid.replace(/^demo-/, '').replace(/-friend$/, '')}`;
}

/** A friend opens the invite link on a new device, watches a little and may register. */
async function inviteFriend(v: Visit, friendUdid: string): Promise<void> {
  const info = await v.client.must('inviteInfo', {}, v.token);
  v.report.friends++;
  const friend: Visit = { ...v, token: await deviceLogin(v.client, friendUdid, info.invite_code) };
  await v.client.must('userIndex', {}, friend.token);
  const list = await v.client.must('dramaList', { page: 1, page_size: 20 }, friend.token);
  const drama = pick(friend, list.list);
  if (drama) await watchDrama(friend, drama.drama_id);
  if (!chance(v, 0.7)) return;
  const auth = await v.client.must('authLoginUrl', { type: 'tiktok' }, friend.token);
  const code = await tiktokCode(auth.url, v.client.base, friendName(friendUdid));
  await v.client.must('tiktokBind', { code }, friend.token);
  v.report.registered++;
}

export async function viewerVisit(
  client: ViewerClient,
  options: { udid: string; seed: number; report: TrafficReport },
): Promise<void> {
  const random = seededRandom(options.seed);
  const v: Visit = { client, random, report: options.report, token: await deviceLogin(client, options.udid) };
  v.report.viewers++;
  await client.must('userIndex', {}, v.token);
  const list = await client.must('dramaList', { page: 1, page_size: 20 }, v.token);
  const dramas = list.list.map((d) => d.drama_id);
  const count = 1 + Math.floor(random() * 2);
  for (let i = 0; i < count && dramas.length > 0; i++) {
    const dramaId = dramas.splice(Math.floor(random() * dramas.length), 1)[0];
    if (dramaId !== undefined) await watchDrama(v, dramaId);
  }
  if (chance(v, 0.3)) await inviteFriend(v, `${options.udid}-friend`);
}
