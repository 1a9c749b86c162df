/**
 * A payment channel's name in the operator's language, the one the Channels page shows
 * (`channels.name.*`), wherever the console names a channel: orders, their filter and timeline,
 * the dashboard's revenue by channel. An unknown one (a newer server's) shows as stored.
 */
import { PAY_CHANNELS } from '#shared/contract/console-goods.ts';
import type { MessageKey, Translate } from './i18n.ts';

export function channelLabel(t: Translate, channel: string): string {
  const known = PAY_CHANNELS.find((c) => c === channel);
  return known ? t(`channels.name.${known}` satisfies MessageKey) : channel;
}
