/**
 * The payment gateways as configured: Stripe when keyed, the built-in sandbox while it is on
 * (README "Sandbox or real"), and the sandbox gateway itself with the key it signs with.
 */
import { createHmac } from 'node:crypto';
import { createSandboxPayAdapter } from './adapters/sandbox-pay.ts';
import { createStripeGateway } from './adapters/stripe.ts';
import type { Config } from './env.ts';
import type { PaymentGateway } from './modules/pay/gateway.ts';
import { createSandboxGateway } from './modules/sandbox-gateway/sandbox.service.ts';
import type { UnitOfWork } from './unit-of-work.ts';

export function createGateways(deps: {
  config: Config;
  uow: UnitOfWork;
  now: () => number;
  log: (fields: Record<string, unknown>, message: string) => void;
}) {
  const { config, uow, now, log } = deps;
  // The sandbox gateway signs its notifications with a key derived from a server-only secret.
  const sandboxSecret = createHmac('sha256', config.mediaSecret).update('sandbox-gateway').digest('hex');
  const sandbox = createSandboxGateway({ payments: uow.read.sandbox, secret: sandboxSecret, now, log });
  const stripe = config.stripe.secretKey
    ? createStripeGateway({
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
        apiUrl: config.stripe.apiUrl,
      })
    : undefined;
  const gateways: PaymentGateway[] = [
    ...(stripe ? [stripe] : []),
    ...(config.paySandbox ? [createSandboxPayAdapter(sandbox)] : []),
  ];
  return { sandboxSecret, sandbox, stripe, gateways };
}
