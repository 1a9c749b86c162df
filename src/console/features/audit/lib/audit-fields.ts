/**
 * The audit log's vocabulary: every field the server records in a row's before and after (the
 * objects passed to `audit.record` across src/server), named in the console's language, with
 * the kind of value it holds (audit-values.ts writes it). A field is looked up by its key in
 * snake case (`appName` and `app_name` alike): first as `<parent>.<key>` (a video's status),
 * then as the entity's own (a settings' email is the service email), then as any entity's.
 * A field none of these knows (a newer server's) is spelled out in words: `episode_price` →
 * "Episode price".
 */
import { LANGUAGES } from '#shared/languages.ts';
import type { MessageKey, Translate } from '#console/lib/i18n.ts';
import { snakeOf, type Segment } from './audit-diff.ts';

export type ValueKind =
  | 'text'
  | 'id'
  | 'date'
  | 'yes_no'
  | 'language'
  | 'locale'
  | 'locales'
  | 'role'
  | 'operator_status'
  | 'series_status'
  | 'order_status'
  | 'media_status'
  | 'banner_state'
  | 'money'
  | 'goods_type'
  | 'goods_tag'
  | 'asset'
  | 'secrets'
  | 'login_reason'
  | 'verify_purpose'
  | 'bytes'
  | 'duration'
  | 'percent'
  | 'expiry'
  | 'episode_numbers'
  | 'ids'
  | 'rails'
  | 'channels';

export interface Field {
  label: MessageKey;
  kind?: ValueKind;
  /** What an empty value (null, '') means for this field, when it means more than nothing. */
  empty?: MessageKey;
}

const f = (label: MessageKey, kind?: ValueKind, empty?: MessageKey): Field => ({
  label,
  ...(kind ? { kind } : {}),
  ...(empty ? { empty } : {}),
});

/** Any entity's fields, by key. */
const FIELDS: Readonly<Record<string, Field>> = {
  // operators: create, setup, sign-ins, lock-outs, resets, roles
  id: f('audit.field.id', 'id'),
  status: f('audit.field.status'),
  role: f('audit.field.role', 'role'),
  email: f('audit.field.email'),
  name: f('audit.field.name'),
  reason: f('audit.field.reason'),
  ip: f('audit.field.ip'),
  user_agent: f('audit.field.user_agent'),
  locked_until: f('audit.field.locked_until', 'date'),
  failures: f('audit.field.failures'),
  sessions_ended: f('audit.field.sessions_ended'),
  // feedback and saved replies
  reply_id: f('audit.field.reply_id', 'id'),
  body: f('audit.field.body'),
  closed_at: f('audit.field.closed_at', 'date'),
  closed: f('audit.field.closed', 'yes_no'),
  language: f('audit.field.language', 'language'),
  title: f('audit.field.title'),
  updated_at: f('audit.field.updated_at', 'date'),
  // settings
  app_name: f('settings.appName'),
  index_image: f('settings.index_image'),
  icon: f('settings.icon'),
  pixel_facebook: f('settings.pixel_facebook'),
  pixel_tiktok: f('settings.pixel_tiktok'),
  facebook_version: f('settings.facebook_version'),
  use_language: f('settings.use_language', 'language'),
  use_lanaguage_switch: f('settings.language_switch', 'yes_no'),
  facebook_appid: f('settings.facebook_appid'),
  tiktok_clientkey: f('settings.tiktok_clientkey'),
  replaced_keys: f('audit.field.replaced_keys', 'secrets'),
  rewards: f('audit.field.rewards'),
  welcome: f('audit.field.welcome'),
  checkin: f('audit.field.checkin'),
  vouchers: f('audit.field.vouchers'),
  amounts: f('audit.field.amounts'),
  expiry_days: f('audit.field.expiry_days', 'expiry'),
  // episodes: uploads, subtitles, deletion
  locale: f('audit.field.language', 'locale'),
  cues: f('audit.field.cues'),
  series_id: f('audit.field.series_id', 'id'),
  number: f('audit.field.number'),
  filename: f('audit.field.filename'),
  size: f('audit.field.size', 'bytes'),
  duration_ms: f('audit.field.duration_ms', 'duration'),
  price_override: f('audit.field.price_override', undefined, 'audit.value.series_price'),
  release_at: f('audit.field.release_at', 'date', 'series.release_with_series'),
  playable: f('audit.field.playable', 'yes_no'),
  media: f('audit.field.media'),
  'media.status': f('audit.field.status', 'media_status'),
  progress: f('audit.field.progress', 'percent'),
  error: f('audit.field.error'),
  subtitles: f('audit.field.subtitles', 'locales'),
  deletable: f('audit.field.deletable', 'yes_no'),
  numbers: f('audit.field.numbers', 'episode_numbers'),
  // articles
  version: f('audit.field.version'),
  restored_from: f('audit.field.restored_from', 'id'),
  length: f('audit.field.length'),
  // packages
  type: f('audit.field.type', 'goods_type'),
  price_cents: f('audit.field.price_cents', 'money'),
  gold: f('audit.field.gold'),
  bonus: f('audit.field.bonus'),
  vip_days: f('audit.field.vip_days'),
  tag: f('audit.field.tag', 'goods_tag'),
  tag_text: f('audit.field.tag_text'),
  tag_color: f('audit.field.tag_color'),
  note: f('audit.field.note'),
  sort: f('audit.field.sort'),
  active: f('audit.field.active', 'yes_no'),
  sale_from: f('audit.field.sale_from', 'date', 'home.open_start'),
  sale_until: f('audit.field.sale_until', 'date', 'home.open_end'),
  // series
  slug: f('audit.field.slug'),
  poster: f('audit.field.poster'),
  published_at: f('audit.field.published_at', 'date'),
  episode_count: f('audit.field.episode_count'),
  ready_count: f('audit.field.ready_count'),
  completeness: f('audit.field.completeness', 'yes_no'),
  texts: f('audit.field.texts'),
  synopsis: f('audit.field.synopsis'),
  tag_ids: f('audit.field.tag_ids', 'ids'),
  free_episodes: f('audit.field.free_episodes'),
  episode_price: f('audit.field.episode_price'),
  episodes: f('audit.field.episodes'),
  next_release_at: f('audit.field.next_release_at', 'date'),
  // banners and tags
  drama_id: f('audit.field.series_id', 'id'),
  series_title: f('audit.field.series_title'),
  image: f('audit.field.image', undefined, 'home.image_is_poster'),
  image_url: f('audit.field.image_url'),
  show_from: f('audit.field.show_from', 'date', 'home.open_start'),
  show_until: f('audit.field.show_until', 'date', 'home.open_end'),
  state: f('audit.field.status', 'banner_state'),
  names: f('audit.field.names'),
  // people: balances, blocks, VIP, sessions
  coin: f('audit.field.vouchers'),
  asset: f('audit.field.asset', 'asset'),
  delta: f('audit.field.delta'),
  key: f('audit.field.key'),
  blocked_at: f('audit.field.blocked_at', 'date'),
  blocked_reason: f('audit.field.blocked_reason'),
  blocked_by: f('audit.field.blocked_by', 'id'),
  revoked_sessions: f('audit.field.sessions_ended'),
  revoked: f('audit.field.sessions_ended'),
  vip_until: f('audit.field.vip_until', 'date'),
  days: f('audit.field.days'),
  // orders: a refund
  taken: f('audit.field.taken'),
  amount_cents: f('audit.field.amount', 'money'),
  buyer_uid: f('audit.field.buyer', 'id'),
  refund_ref: f('audit.field.refund_ref'),
};

/** What a field means for one kind of entity, where that differs from the others'. */
const ENTITY_FIELDS: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  operator: {
    status: f('audit.field.status', 'operator_status'),
    reason: f('audit.field.reason', 'login_reason'),
    purpose: f('audit.field.purpose', 'verify_purpose'),
  },
  settings: { email: f('settings.email') },
  series: { status: f('audit.field.status', 'series_status') },
  drama: { status: f('audit.field.status', 'series_status') },
  order: { status: f('audit.field.status', 'order_status') },
  reply_template: { title: f('audit.field.reply_title') },
};

/** A row whose before and after are not objects: what the whole value is, by entity. */
const ROOTS: Readonly<Record<string, Field>> = {
  home_rails: f('audit.field.rails', 'rails'),
  pay_channels: f('audit.field.channels', 'channels'),
  banner: f('audit.field.banners', 'ids'),
};

const LOCALE_NAMES: ReadonlyMap<string, string> = new Map(LANGUAGES.map((l) => [l.locale, l.name]));

/** The fields that hold one value per language, keyed by locale (`texts.en`, `names.th`). */
const PER_LANGUAGE: ReadonlySet<string> = new Set(['texts', 'names', 'tag_text', 'note', 'completeness']);

/** The language a step names (`en` in `texts.en`; `id` is Indonesian only there). */
function languageOf(segments: readonly Segment[], index: number): string | undefined {
  const parent = segments[index - 1];
  const key = segments[index]?.key ?? '';
  return parent && PER_LANGUAGE.has(snakeOf(parent.key)) ? LOCALE_NAMES.get(key) : undefined;
}

/** The named steps of a path: keys in snake case, without languages and listed records. */
function namesOf(segments: readonly Segment[]): string[] {
  return segments
    .filter((s, index) => !s.key.startsWith('#') && languageOf(segments, index) === undefined)
    .map((s) => snakeOf(s.key));
}

function lookup(entity: string, parent: string | undefined, name: string): Field | undefined {
  const own = Object.hasOwn(ENTITY_FIELDS, entity) ? ENTITY_FIELDS[entity] : undefined;
  const nested = parent === undefined ? undefined : `${parent}.${name}`;
  if (nested && Object.hasOwn(FIELDS, nested)) return FIELDS[nested];
  if (own && Object.hasOwn(own, name)) return own[name];
  return Object.hasOwn(FIELDS, name) ? FIELDS[name] : undefined;
}

/** The field a path ends in (a language's text or a listed record's field belongs to its key). */
export function fieldOf(entity: string, segments: readonly Segment[]): Field | undefined {
  const names = namesOf(segments);
  const name = names.at(-1);
  if (name === undefined) return Object.hasOwn(ROOTS, entity) ? ROOTS[entity] : undefined;
  return lookup(entity, names.at(-2), name);
}

/** `episode_price`, `vipDays` → "Episode price", "Vip days". */
export function spelledOut(key: string): string {
  const words = snakeOf(key).replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function segmentLabel(t: Translate, entity: string, segments: readonly Segment[], index: number): string {
  const segment = segments[index];
  if (!segment) return '';
  if (segment.key.startsWith('#')) {
    return segment.number === undefined
      ? segment.key
      : t('audit.target_episode_number', { number: segment.number });
  }
  const language = languageOf(segments, index);
  if (language) return language;
  const field = fieldOf(entity, segments.slice(0, index + 1));
  return field ? t(field.label) : spelledOut(segment.key);
}

/**
 * A field's name in words, its steps joined by › ("Title and synopsis › English › Title");
 * a row that holds no object is named by what it holds, else by its entity (`entityName`).
 */
export function fieldLabel(
  t: Translate,
  entity: string,
  segments: readonly Segment[],
  entityName: string,
): string {
  if (segments.length === 0) {
    const root = fieldOf(entity, segments);
    return root ? t(root.label) : entityName;
  }
  return segments.map((_segment, index) => segmentLabel(t, entity, segments, index)).join(' › ');
}
