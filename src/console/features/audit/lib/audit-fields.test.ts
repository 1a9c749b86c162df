import { describe, expect, it } from 'vitest';
import en from '#console/locales/en.json';
import type { MessageKey, Translate } from '#console/lib/i18n.ts';
import { auditDiff } from './audit-diff.ts';
import { fieldLabel, fieldOf, spelledOut } from './audit-fields.ts';

/** English as the console writes it, without i18next: enough to read labels. */
const t: Translate = (key: MessageKey, values = {}) =>
  en[key].replace(/\{\{(\w+)(?:, *\w+)?\}\}/g, (_whole, name: string) => String(values[name] ?? ''));

const at = '2026-11-28T11:08:57.425Z';
const media = { status: 'ready', progress: 100, error: null };
const episode = {
  id: 9,
  number: 3,
  duration_ms: 65_000,
  price_override: null,
  release_at: null,
  playable: true,
  media,
  subtitles: ['en'],
  deletable: true,
};

/** One row of each kind the server writes (the objects passed to `audit.record` in src/server). */
const RECORDED: [entity: string, before: unknown, after: unknown][] = [
  ['operator', null, { email: 'a@example.com', name: 'Ann', role: 'owner', status: 'pending' }],
  ['operator', { status: 'pending' }, { status: 'active', ip: '10.0.0.1', user_agent: 'Firefox' }],
  ['operator', null, { email: 'a@example.com', reason: 'password', ip: '10.0.0.1' }],
  ['operator', null, { locked_until: at, failures: 5 }],
  ['operator', { status: 'active' }, { status: 'pending', sessions_ended: 2 }],
  ['operator', { role: 'editor' }, { role: 'finance' }],
  ['feedback', null, { reply_id: 4, body: 'Done' }],
  ['feedback', { closed_at: null }, { closed: true }],
  ['reply_template', null, { id: 2, language: 3, title: 'Hi', body: 'Hello', updated_at: at }],
  [
    'settings',
    null,
    {
      appName: 'Enjoy',
      email: 'help@example.com',
      index_image: '',
      icon: '/icon.svg',
      pixel_facebook: '',
      pixel_tiktok: '',
      facebook_version: 'v22.0',
      use_language: 0,
      use_lanaguage_switch: 1,
      facebook_appid: '',
      tiktok_clientkey: '',
      rewards: {
        welcome: { vouchers: 100, expiry_days: 0 },
        checkin: { amounts: [5, 5, 5, 5, 5, 5, 80], expiry_days: 7 },
      },
      replaced_keys: ['facebook_app_secret'],
    },
  ],
  ['episode', { locale: 'th', cues: 3 }, { locale: 'th', cues: 4 }],
  ['episode', null, { series_id: 5, number: 3, filename: 'ep3.mp4', size: 52_000_000 }],
  ['episode', { series_id: 5, ...episode }, { series_id: 5, numbers: [[8, 1]] }],
  ['article', null, { version: 2, restored_from: 1, length: 1200 }],
  [
    'goods',
    null,
    {
      id: 101,
      type: 1,
      priceCents: 499,
      gold: 500,
      bonus: 50,
      vipDays: 0,
      tag: 'hot',
      tagText: { en: 'Hot' },
      tagColor: '#ff4d4f',
      note: { en: 'Best' },
      sort: 1,
      active: true,
      saleFrom: null,
      saleUntil: at,
      updatedAt: at,
    },
  ],
  ['pay_channels', [{ channel: 'stripe', enabled: true }], [{ channel: 'stripe', enabled: false }]],
  [
    'series',
    null,
    {
      id: 5,
      slug: 'love',
      title: 'Love',
      poster: 'posters/love.webp',
      status: 'ongoing',
      published_at: at,
      episode_count: 1,
      ready_count: 1,
      completeness: { en: true },
      texts: { en: { title: 'Love', synopsis: 'A story' } },
      tag_ids: [1],
      free_episodes: 2,
      episode_price: 30,
      episodes: [episode],
      next_release_at: null,
    },
  ],
  [
    'banner',
    null,
    {
      id: 7,
      drama_id: 5,
      series_title: 'Love',
      image: null,
      image_url: '/media/posters/love.webp',
      show_from: null,
      show_until: at,
      state: 'live',
    },
  ],
  ['banner', [7, 8], [8, 7]],
  ['home_rails', [{ key: 'hot', visible: true }], [{ key: 'hot', visible: false }]],
  ['tag', null, { slug: 'romance', names: { en: 'Romance' } }],
  [
    'user',
    { gold: 10, coin: 0 },
    { gold: 20, coin: 0, asset: 'gold', delta: 10, reason: 'Sorry', key: 'k1' },
  ],
  [
    'user',
    { blockedAt: null, blockedReason: null, blockedBy: null },
    { blockedAt: at, blockedReason: 'spam', blockedBy: 1, reason: 'spam', revoked_sessions: 1 },
  ],
  ['user', { vip_until: null }, { vip_until: at, days: 30, reason: 'Gift' }],
  ['user', null, { revoked: 2, reason: 'Lost phone' }],
  ['order', { status: 2 }, { status: 4, taken: { gold: 470, coin: 0, vipDays: 0 } }],
];

describe('the audit vocabulary', () => {
  it('names every field the server records, in the console’s words', () => {
    const unnamed: string[] = [];
    for (const [entity, before, after] of RECORDED) {
      for (const change of auditDiff(before, after)) {
        change.segments.forEach((segment, index) => {
          // A listed record is named by its number; a language's value belongs to its field.
          if (!segment.key.startsWith('#') && !fieldOf(entity, change.segments.slice(0, index + 1))) {
            unnamed.push(`${entity}: ${change.path}`);
          }
        });
        if (change.segments.length === 0 && !fieldOf(entity, [])) unnamed.push(`${entity}: (whole value)`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('joins a nested field’s names, with languages and episodes by name', () => {
    const label = (entity: string, ...keys: string[]) =>
      fieldLabel(
        t,
        entity,
        keys.map((key) => (key === '#9' ? { key, number: 3 } : { key })),
        'Whatever',
      );
    expect(label('series', 'texts', 'en', 'title')).toBe('Title and synopsis › English › Title');
    expect(label('tag', 'names', 'id')).toBe('Names › Bahasa Indonesia');
    expect(label('goods', 'id')).toBe('ID');
    expect(label('series', 'episodes', '#9', 'media', 'status')).toBe('Episodes › EP 3 › Video › Status');
    expect(label('settings', 'rewards', 'checkin', 'expiry_days')).toBe(
      'Rewards › Daily check-in › Valid for',
    );
    expect(label('settings', 'appName')).toBe('App name');
    expect(label('settings', 'email')).toBe('Service email');
    expect(label('goods', 'priceCents')).toBe('Price');
    expect(label('user', 'vip_until')).toBe('VIP until');
    expect(label('feedback', 'reply_id')).toBe('Reply ID');
    expect(label('home_rails')).toBe('Rails in order');
    expect(label('something_new')).toBe('Whatever');
  });

  it('spells out a field it does not know', () => {
    expect(spelledOut('episode_price')).toBe('Episode price');
    expect(spelledOut('vipDays')).toBe('Vip days');
    expect(fieldLabel(t, 'series', [{ key: 'brand_new' }], 'Series')).toBe('Brand new');
  });
});
