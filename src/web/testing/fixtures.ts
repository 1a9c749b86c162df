/** Wire payloads of the shared contract, for unit tests. */
import type { DetailData, DramaCard, DramaPage, EpisodePlay } from '#shared/contract/catalogue.ts';
import type { CheckSettingData } from '#shared/contract/setting.ts';
import type { UserInfoData } from '#shared/contract/user.ts';

export function userInfo(overrides: Partial<UserInfoData> = {}): UserInfoData {
  return {
    uid: 1024,
    nickname: 'Guest 1024',
    email: '',
    avatar: '',
    realName: '',
    is_svip: 0,
    svip_info: { desc: 'Become VIP and watch the whole site free', icon: '', end_time: 0 },
    asset_items: [
      { action: 'goldDetail', title: 'Gold coins', value: 120 },
      { action: 'coinDetail', title: 'Vouchers', value: 30 },
    ],
    data_list: [
      {
        title: 'Linked accounts',
        list: [
          { type: 'facebook', title: 'Facebook', is_click: 1, value: '' },
          { type: 'tiktok', title: 'TikTok', is_click: 1, value: '' },
          { type: 'email', title: 'Email', is_click: 1, value: '' },
        ],
      },
    ],
    ...overrides,
  };
}

export function checkSetting(overrides: Partial<CheckSettingData['system_setting']> = {}): CheckSettingData {
  return {
    system_setting: {
      email: 'support@enjoydrama.example',
      index_image: '',
      appName: 'Enjoy Drama',
      icon: '/icon.svg',
      pixel_facebook: '',
      pixel_tiktok: '',
      facebook_appid: '',
      facebook_version: 'v21.0',
      tiktok_clientkey: '',
      email_login: 1,
      tiktok_sercet: '',
      use_language: 0,
      use_lanaguage_switch: 1,
      ...overrides,
    },
    protocol_list: {
      user: { title: 'User Agreement', url: '/article/user' },
      privacy: { title: 'Privacy Policy', url: '/article/privacy' },
    },
  };
}

export function dramaCard(overrides: Partial<DramaCard> = {}): DramaCard {
  return {
    drama_id: 1,
    title: 'The True Heiress Returns',
    synopsis: 'Switched at birth, she comes home.',
    poster: '/media/posters/1.webp',
    status: 'ongoing',
    episode_count: 12,
    free_episodes: 5,
    tags: [{ slug: 'revenge', name: 'Revenge' }],
    play_count: 17_070,
    favorite_count: 320,
    ...overrides,
  };
}

/** One page of a drama list; `total` defaults to the items given (a single, last page). */
export function dramaPage(list: DramaCard[], overrides: Partial<Omit<DramaPage, 'list'>> = {}): DramaPage {
  return { list, total: list.length, page: 1, page_size: 18, ...overrides };
}

/**
 * The episode grid of a detail answer: `count` episodes, the first `free` free, the rest locked
 * at 60 coins, the first locked one unlockable next; ids from `idBase`.
 */
export function episodeStates(count: number, free: number, idBase: number): DetailData['episodes'] {
  return Array.from({ length: count }, (_, i) => {
    const number = i + 1;
    const locked = number > free ? 1 : 0;
    return {
      episode_id: idBase + number,
      number,
      duration_ms: 90_000,
      price: locked ? 60 : 0,
      free: locked ? 0 : 1,
      unlocked: 0,
      locked,
      can_unlock: number === free + 1 ? 1 : 0,
    } as const;
  });
}

/** A playable episode's answer: number `number` of drama `dramaId`, its media under /media/. */
export function episodePlay(
  dramaId: number,
  number: number,
  overrides: Partial<EpisodePlay> = {},
): EpisodePlay {
  return {
    episode_id: dramaId * 100 + number,
    drama_id: dramaId,
    number,
    duration_ms: 60_000,
    url: `/media/${dramaId}/${number}/master.m3u8`,
    poster: `/media/${dramaId}/${number}/poster.webp`,
    expires_at: 4_102_444_800,
    position_ms: 0,
    subtitles: [],
    ...overrides,
  };
}

/** Drama 5's detail for a guest: 8 episodes, 3 free, the rest 60 coins each and locked. */
export function detailData(overrides: Partial<DetailData> = {}): DetailData {
  const episodes = episodeStates(8, 3, 500);
  return {
    drama: {
      drama_id: 5,
      title: 'The Hidden Heiress',
      synopsis: '',
      poster: '',
      status: 'ongoing',
      episode_count: 8,
      free_episodes: 3,
      tags: [],
      play_count: 1200,
      favorite_count: 30,
      episode_price: 60,
    },
    episodes,
    total_to_finish: 300,
    locked_count: 5,
    is_favorite: 0,
    is_svip: 0,
    history: null,
    balance: { gold: 1250, coin: 30 },
    next_release_at: null,
    ...overrides,
  };
}
