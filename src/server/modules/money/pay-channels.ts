/**
 * The payment channels as operators arrange them (issue 18): a settings row `pay_channels`,
 * `[{ channel, enabled }]` in the order the pay popup lists them. Read leniently: unknown and
 * repeated channels dropped, a missing one appended switched on, so a deployment that gains a
 * gateway offers it by default. Only the gateways this deployment configured are ever offered
 * (Stripe with its keys; the sandbox by the rules of decision 0018), whatever is stored.
 */
import { z } from 'zod';
import { PAY_CHANNELS, type PayChannelKey } from '#shared/contract/console-goods.ts';

export const PAY_CHANNELS_SETTING = 'pay_channels';

export interface ChannelSetting {
  channel: PayChannelKey;
  enabled: boolean;
}

const stored = z
  .array(z.object({ channel: z.string(), enabled: z.boolean() }).catch({ channel: '', enabled: false }))
  .catch([]);

const isChannel = (value: string): value is PayChannelKey =>
  (PAY_CHANNELS as readonly string[]).includes(value);

export function channelSettings(value: unknown): ChannelSetting[] {
  const out: ChannelSetting[] = [];
  for (const { channel, enabled } of stored.parse(value ?? [])) {
    if (isChannel(channel) && !out.some((c) => c.channel === channel)) out.push({ channel, enabled });
  }
  for (const channel of PAY_CHANNELS) {
    if (!out.some((c) => c.channel === channel)) out.push({ channel, enabled: true });
  }
  return out;
}

/** The configured gateways that are switched on, in the operators' order. */
export function offeredGateways<G extends { channel: string }>(
  gateways: readonly G[],
  settings: readonly ChannelSetting[],
): G[] {
  return settings.flatMap((s) => {
    const gateway = s.enabled ? gateways.find((g) => g.channel === s.channel) : undefined;
    return gateway ? [gateway] : [];
  });
}
