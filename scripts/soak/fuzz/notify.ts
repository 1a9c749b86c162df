/**
 * Gateway notifications: the sandbox gateway's and Stripe's signed webhooks, about pooled
 * orders and unknown ones, with right and wrong amounts, mutated events and bad signatures.
 */
import fc from 'fast-check';
import Stripe from 'stripe';
import { API_PREFIX } from '#shared/constants.ts';
import { DEFAULT_GOODS } from '../../../src/server/modules/pay/goods.seed.ts';
import { signSandboxPayload } from '../../../src/server/modules/sandbox-gateway/sandbox-signing.ts';
import { nastyValue, rawText, wrongBody } from '../nasty-values.ts';
import { SANDBOX_SECRET, nowS } from '../http.ts';
import { OTHER_TYPES } from './bodies.ts';
import { common, garbageToken, headerSafe, pickInstance } from './headers.ts';
import { hexId } from './hints.ts';
import { isOrder, type CaseFn, type Target } from './target.ts';

export const STRIPE_WEBHOOK_SECRET = 'whsec_soak_webhook_secret';

const AMOUNTS = DEFAULT_GOODS.map((g) => g.priceCents);

export function sandboxNotifyTarget(): Target {
  const shape = fc.record({
    c: common('none'),
    orderPick: fc.nat(),
    knownOrder: fc.boolean(),
    status: fc.constantFrom('paid', 'paid', 'failed', 'canceled', 'open'),
    rightAmount: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    amount: fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer()),
    currency: fc.constantFrom('USD', 'USD', 'usd', 'EUR', ''),
    id: fc.oneof(
      fc.constant(undefined),
      hexId.map((h) => `sp_${h}`),
    ),
    shape: fc.oneof(
      { arbitrary: fc.constant<'valid' | 'mutated' | 'wrong' | 'raw'>('valid'), weight: 7 },
      {
        arbitrary: fc.constantFrom<'valid' | 'mutated' | 'wrong' | 'raw'>('mutated', 'wrong', 'raw'),
        weight: 3,
      },
    ),
    mutationKey: fc.constantFrom(
      'type',
      'data',
      'id',
      'merchant_reference',
      'status',
      'amount_cents',
      'currency',
    ),
    mutationValue: nastyValue,
    raw: rawText(fc.constant({ type: 'payment.updated', data: {} })),
    wrong: wrongBody,
    signature: fc.oneof(
      { arbitrary: fc.constant('ok'), weight: 8 },
      { arbitrary: fc.constantFrom('none', 'wrongSecret', 'stale', 'future', 'garbage', 'noV1'), weight: 2 },
    ),
    contentType: fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 9 },
      { arbitrary: fc.constantFrom(...OTHER_TYPES), weight: 1 },
    ),
  });
  const arbitrary = shape.map((s): CaseFn => (ctx) => {
    const pooled = ctx.pools.pick('sandboxOrder', s.orderPick);
    const order = isOrder(pooled?.value) ? pooled.value : undefined;
    const tradeNo = s.knownOrder && order ? order.tradeNo : `T${garbageToken(s.orderPick).slice(0, 20)}`;
    const paymentId = ctx.pools.pick('sandboxPayment', s.orderPick);
    const id =
      s.id ??
      (typeof paymentId?.value === 'object' && paymentId.value !== null && 'id' in paymentId.value
        ? String(paymentId.value.id)
        : `sp_${tradeNo}`);
    const data: Record<string, unknown> = {
      id,
      merchant_reference: tradeNo,
      status: s.status,
      amount_cents: s.rightAmount && order ? order.amountCents : s.amount,
      currency: s.currency,
      created: nowS(),
    };
    let event: Record<string, unknown> = { type: 'payment.updated', data };
    if (s.shape === 'mutated') {
      if (['type', 'data'].includes(s.mutationKey)) event = { ...event, [s.mutationKey]: s.mutationValue };
      else event = { ...event, data: { ...data, [s.mutationKey]: s.mutationValue } };
    }
    const text =
      s.shape === 'raw'
        ? s.raw
        : s.shape === 'wrong'
          ? (JSON.stringify(s.wrong) ?? '')
          : JSON.stringify(event);
    const t = nowS();
    const headers: Record<string, string> = { 'content-type': s.contentType };
    if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
    if (s.c.language !== undefined) headers.language = headerSafe(s.c.language);
    switch (s.signature) {
      case 'ok':
        headers['sandbox-signature'] = signSandboxPayload(SANDBOX_SECRET, text, t);
        break;
      case 'wrongSecret':
        headers['sandbox-signature'] = signSandboxPayload('wrong', text, t);
        break;
      case 'stale':
        headers['sandbox-signature'] = signSandboxPayload(SANDBOX_SECRET, text, t - 400);
        break;
      case 'future':
        headers['sandbox-signature'] = signSandboxPayload(SANDBOX_SECRET, text, t + 400);
        break;
      case 'garbage':
        headers['sandbox-signature'] = 't=abc,v1=,x=,=';
        break;
      case 'noV1':
        headers['sandbox-signature'] = `t=${t}`;
        break;
      default:
        break;
    }
    return {
      method: 'POST',
      path: `${API_PREFIX}/pay/notify/sandbox`,
      headers,
      body: text,
      instance: pickInstance(ctx, s.c),
      envelope: true,
    };
  });
  return { name: 'POST /pay/notify/sandbox (gateway-signed)', arbitrary };
}

const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'customer.created',
];

export function stripeNotifyTarget(): Target {
  const shape = fc.record({
    c: common('none'),
    orderPick: fc.nat(),
    knownOrder: fc.boolean(),
    type: fc.constantFrom(...STRIPE_EVENTS),
    paymentStatus: fc.constantFrom('paid', 'paid', 'unpaid', 'no_payment_required', 'weird'),
    status: fc.constantFrom('complete', 'open', 'expired'),
    rightAmount: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    amount: fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer()),
    currency: fc.constantFrom('usd', 'usd', 'USD', 'eur'),
    shape: fc.oneof(
      { arbitrary: fc.constant<'valid' | 'mutated' | 'wrong' | 'raw'>('valid'), weight: 7 },
      {
        arbitrary: fc.constantFrom<'valid' | 'mutated' | 'wrong' | 'raw'>('mutated', 'wrong', 'raw'),
        weight: 3,
      },
    ),
    mutationKey: fc.constantFrom(
      'type',
      'data',
      'object',
      'client_reference_id',
      'metadata',
      'amount_total',
      'currency',
      'payment_status',
    ),
    mutationValue: nastyValue,
    raw: rawText(fc.constant({ type: 'checkout.session.completed', data: { object: {} } })),
    wrong: wrongBody,
    signature: fc.oneof(
      { arbitrary: fc.constant('ok'), weight: 8 },
      { arbitrary: fc.constantFrom('none', 'wrongSecret', 'stale', 'garbage'), weight: 2 },
    ),
    toStripe: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
  });
  const arbitrary = shape.map((s): CaseFn => (ctx) => {
    const pooled = ctx.pools.pick('stripeOrder', s.orderPick);
    const order = isOrder(pooled?.value) ? pooled.value : undefined;
    const tradeNo = s.knownOrder && order ? order.tradeNo : `T${garbageToken(s.orderPick).slice(0, 20)}`;
    const session: Record<string, unknown> = {
      id: `cs_test_${garbageToken(s.orderPick).slice(0, 24)}`,
      object: 'checkout.session',
      client_reference_id: tradeNo,
      metadata: { trade_no: tradeNo },
      amount_total: s.rightAmount && order ? order.amountCents : s.amount,
      currency: s.currency,
      payment_status: s.paymentStatus,
      status: s.status,
      mode: 'payment',
    };
    let event: Record<string, unknown> = {
      id: `evt_${garbageToken(s.orderPick + 1).slice(0, 24)}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: nowS(),
      type: s.type,
      data: { object: session },
    };
    const signature = s.signature;
    if (s.shape === 'mutated') {
      if (s.mutationKey === 'type' || s.mutationKey === 'data')
        event = { ...event, [s.mutationKey]: s.mutationValue };
      else if (s.mutationKey === 'object') event = { ...event, data: { object: s.mutationValue } };
      else event = { ...event, data: { object: { ...session, [s.mutationKey]: s.mutationValue } } };
    }
    const text =
      s.shape === 'raw'
        ? s.raw
        : s.shape === 'wrong'
          ? (JSON.stringify(s.wrong) ?? '')
          : JSON.stringify(event);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
    const t = nowS();
    switch (signature) {
      case 'ok':
        headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
          payload: text,
          secret: STRIPE_WEBHOOK_SECRET,
          timestamp: t,
        });
        break;
      case 'wrongSecret':
        headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
          payload: text,
          secret: 'whsec_other',
          timestamp: t,
        });
        break;
      case 'stale':
        headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
          payload: text,
          secret: STRIPE_WEBHOOK_SECRET,
          timestamp: t - 400,
        });
        break;
      case 'garbage':
        headers['stripe-signature'] = 't=1,v1=zz,v0=';
        break;
      default:
        break;
    }
    return {
      method: 'POST',
      path: `${API_PREFIX}/pay/notify/stripe`,
      headers,
      body: text,
      instance: s.toStripe ? ctx.stripeInstance : pickInstance(ctx, s.c),
      envelope: true,
    };
  });
  return { name: 'POST /pay/notify/stripe (Stripe-signed)', arbitrary };
}
