/** What is sold and the settings, as the console's API answers them: the page tests' data. */
import type { ConsoleGoods } from '#shared/contract/console-goods.ts';
import type { ConsoleSettings } from '#shared/contract/console-settings.ts';

/** A coin package on sale: $9.99 for 1,000 coins and 150 vouchers. */
export const GOODS: ConsoleGoods = {
  id: 102,
  type: 1,
  price_cents: 999,
  gold: 1000,
  bonus: 150,
  vip_days: 0,
  tag: 'hot',
  tag_text: {},
  tag_color: null,
  note: {},
  sort: 20,
  sale_from: null,
  sale_until: null,
  active: true,
  state: 'on_sale',
  orders: 3,
  updated_at: '2026-11-25T10:00:00.000Z',
  version: '2026-11-25T10:00:00.000Z',
};

/** The seeded settings: one secret set, no provider from the environment. */
export const SETTINGS: ConsoleSettings = {
  values: {
    appName: 'Enjoy Drama',
    email: 'support@enjoydrama.example',
    index_image: '',
    icon: '/icon.svg',
    pixel_facebook: '',
    pixel_tiktok: '',
    facebook_version: 'v21.0',
    use_language: 0,
    use_lanaguage_switch: 1,
    facebook_appid: '',
    tiktok_clientkey: '',
  },
  rewards: {
    welcome: { vouchers: 100, expiry_days: 30 },
    checkin: { amounts: [10, 10, 15, 15, 20, 20, 50], expiry_days: 14 },
  },
  secrets: { facebook_app_secret: 'set', tiktok_client_secret: 'not_set' },
  env_providers: { facebook: false, tiktok: false },
};
