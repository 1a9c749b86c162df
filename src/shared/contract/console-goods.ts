/**
 * What is sold, in the console (issue 18): the coin and VIP packages and the payment channels.
 * JSON under /console-api in the console's envelope; finance and owners; every write audited.
 *
 *   GET  /console-api/goods                 { items: consoleGoods[] } (all, on sale or not)
 *   POST /console-api/goods                 create { goodsInput } → consoleGoods
 *   POST /console-api/goods/:id             update { goodsInput } → consoleGoods (601 with
 *                                           `changedSince` data when `version` is no longer it)
 *   GET  /console-api/pay-channels          { items: consoleChannel[] } (in the stored order)
 *   POST /console-api/pay-channels          { channels: [{ channel, enabled }] } (each once)
 *
 * A package is never deleted (orders name it): `active: false` takes it off sale. The pay
 * popup (POST /pay/center) shows a change at once in the process that made it, and within
 * CATALOGUE_FRESHNESS.boundMs in the others.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../languages.ts';
import { recordVersion } from './console-version.ts';

/** The tags a package may carry; each has a text per language and a colour of its own. */
export const GOODS_TAGS = ['hot', 'best', 'new'] as const;
export type GoodsTag = (typeof GOODS_TAGS)[number];
export const GOODS_TAG_COLORS: Record<GoodsTag, string> = {
  hot: '#ff4d4f',
  best: '#fa8c16',
  new: '#52c41a',
};

export const GOODS_TAG_TEXT_MAX = 16;
export const GOODS_NOTE_MAX = 120;
export const GOODS_PRICE_MAX_CENTS = 100_000;
export const GOODS_AMOUNT_MAX = 1_000_000;
export const GOODS_VIP_DAYS_MAX = 3660;

const instant = z.string().datetime({ offset: true });
const localeEnum = z.enum(LOCALES as [Locale, ...Locale[]]);
const perLocale = (max: number) => z.partialRecord(localeEnum, z.string().trim().max(max));
const amount = z.number().int().min(0).max(GOODS_AMOUNT_MAX);

export const goodsInput = z
  .object({
    /** 1 = coin pack, 2 = VIP (SPEC 3). */
    type: z.union([z.literal(1), z.literal(2)]),
    price_cents: z.number().int().min(1).max(GOODS_PRICE_MAX_CENTS),
    gold: amount,
    bonus: amount,
    vip_days: z.number().int().min(0).max(GOODS_VIP_DAYS_MAX),
    tag: z.enum(GOODS_TAGS).nullable(),
    /** The tag's text per locale; a missing or empty one shows the tag's own text. */
    tag_text: perLocale(GOODS_TAG_TEXT_MAX),
    tag_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .nullable(),
    /** The card's note per locale; a missing or empty one shows the generated note. */
    note: perLocale(GOODS_NOTE_MAX),
    sort: z.number().int().min(-10_000).max(10_000),
    sale_from: instant.nullable(),
    sale_until: instant.nullable(),
    active: z.boolean(),
    /** On update, the `version` of the package as loaded (decision 0063); absent: not checked. */
    version: recordVersion.optional(),
  })
  .refine((g) => g.type === 2 || g.gold > 0, { path: ['gold'], message: 'a coin pack credits gold' })
  .refine((g) => g.type === 1 || g.vip_days > 0, { path: ['vip_days'], message: 'VIP needs days' })
  .refine((g) => !g.sale_from || !g.sale_until || Date.parse(g.sale_from) < Date.parse(g.sale_until), {
    path: ['sale_until'],
    message: 'sale_until must be after sale_from',
  });
export type GoodsInput = z.infer<typeof goodsInput>;

/** on_sale: offered now; scheduled: its window opens later; ended: it closed; off: inactive. */
export const GOODS_STATES = ['on_sale', 'scheduled', 'ended', 'off'] as const;
export type GoodsState = (typeof GOODS_STATES)[number];

export const consoleGoods = z.object({
  id: z.number().int(),
  type: z.number().int(),
  price_cents: z.number().int(),
  gold: z.number().int(),
  bonus: z.number().int(),
  vip_days: z.number().int(),
  tag: z.enum(GOODS_TAGS).nullable(),
  tag_text: z.record(z.string(), z.string()),
  tag_color: z.string().nullable(),
  note: z.record(z.string(), z.string()),
  sort: z.number().int(),
  sale_from: z.string().nullable(),
  sale_until: z.string().nullable(),
  active: z.boolean(),
  state: z.enum(GOODS_STATES),
  /** Orders that name it (a package with orders is only ever taken off sale). */
  orders: z.number().int(),
  updated_at: z.string(),
  /** What an update names as the package it edits (decision 0063). */
  version: recordVersion,
});
export type ConsoleGoods = z.infer<typeof consoleGoods>;

export const goodsList = z.object({ items: z.array(consoleGoods) });
export type GoodsList = z.infer<typeof goodsList>;

export const PAY_CHANNELS = ['stripe', 'sandbox'] as const;
export type PayChannelKey = (typeof PAY_CHANNELS)[number];

export const consoleChannel = z.object({
  channel: z.enum(PAY_CHANNELS),
  channel_id: z.number().int(),
  enabled: z.boolean(),
  /** Whether this deployment can take payments through it (Stripe keys; the sandbox's rules). */
  configured: z.boolean(),
});
export type ConsoleChannel = z.infer<typeof consoleChannel>;

export const channelList = z.object({ items: z.array(consoleChannel) });
export type ChannelList = z.infer<typeof channelList>;

export const channelsInput = z.object({
  channels: z
    .array(z.object({ channel: z.enum(PAY_CHANNELS), enabled: z.boolean() }))
    .length(PAY_CHANNELS.length)
    .refine((list) => new Set(list.map((c) => c.channel)).size === list.length, {
      message: 'each channel once',
    }),
});
export type ChannelsInput = z.infer<typeof channelsInput>;
