/**
 * What the server says at start about a deployment that is unsafe or will not work as its
 * operator expects: stand-ins where strangers may reach them (DESIGN 4: never silently on a
 * public address), email login switched off, Stripe without its notifications.
 */
import { BlockList } from 'node:net';
import os from 'node:os';
import type { Config } from './env.ts';
import { isPublicAddress } from './lib/public-address.ts';

export interface StartWarning {
  fields: Record<string, unknown>;
  message: string;
}

/**
 * Ranges no router forwards: documentation (RFC 5737, RFC 3849) and benchmarking (RFC 2544)
 * addresses, which containers and test networks hand out.
 */
const NOT_ROUTED = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['192.0.2.0', 24],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['198.18.0.0', 15],
  ] as const)
    list.addSubnet(net, prefix, 'ipv4');
  list.addSubnet('2001:db8::', 32, 'ipv6');
  return list;
})();

/** This machine's interface addresses that strangers could reach (not loopback, not private). */
export function reachableAddresses(
  addresses = Object.values(os.networkInterfaces()).flatMap((list) =>
    (list ?? []).map((entry) => entry.address),
  ),
): string[] {
  return addresses.filter((address) => {
    const v6 = address.includes(':');
    if (NOT_ROUTED.check(address, v6 ? 'ipv6' : 'ipv4')) return false;
    return isPublicAddress(`http://${v6 ? `[${address}]` : address}/`);
  });
}

export function startWarnings(
  config: Pick<Config, 'host' | 'publicUrl' | 'sandbox' | 'emailLogin' | 'stripe'>,
  reachable: string[],
): StartWarning[] {
  const warnings: StartWarning[] = [];
  const everywhere = config.host === '0.0.0.0' || config.host === '::';
  const exposed = everywhere ? reachable : reachable.filter((address) => address === config.host);
  if (config.sandbox.enabled && !config.publicUrl && exposed.length > 0) {
    warnings.push({
      fields: { addresses: exposed },
      message:
        'stand-in payments and logins are on, and this server listens on an address strangers may reach: set PUBLIC_URL (or SANDBOX=0) before going public',
    });
  }
  if (!config.emailLogin) {
    warnings.push({
      fields: { publicUrl: config.publicUrl },
      message:
        'email login is off: SMTP_URL is not set on a public address, and login codes would only reach the outbox folder; set SMTP_URL to offer it',
    });
  }
  if (config.stripe.secretKey && !config.stripe.webhookSecret) {
    warnings.push({
      fields: {},
      message:
        "STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: Stripe's notifications are refused, so a payment is credited only when the app asks Stripe (the buyer's return, the order sweep); set STRIPE_WEBHOOK_SECRET",
    });
  }
  return warnings;
}
