/** Pay pages: the gateway redirect and the sandbox gateway's checkout page (GET and POST). */
import fc from 'fast-check';
import { rawQuery, toQuery } from './bodies.ts';
import { common, garbageToken, pathSafe, pct, pickInstance } from './headers.ts';
import { isOrder, type CaseFn, type FuzzContext, type Target } from './target.ts';

const returnUrl = fc.constantFrom(
  '/pages/pay/result',
  '/',
  '//evil.example',
  'https://evil.example/',
  '/\\evil',
  'javascript:alert(1)',
  '',
  '/%zz',
  `/${'a'.repeat(2100)}`,
);

export function gatewayTarget(): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      channel: fc.oneof(
        { arbitrary: fc.constantFrom('sandbox', 'sandbox', 'stripe'), weight: 9 },
        { arbitrary: fc.constantFrom('paypal', '', '%zz', 'SANDBOX', 'x'.repeat(600)), weight: 1 },
      ),
      orderPick: fc.nat(),
      knownOrder: fc.oneof(
        { arbitrary: fc.constant(true), weight: 4 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      orderName: fc.option(fc.string({ unit: 'grapheme', maxLength: 30 }), { nil: undefined }),
      returnUrl: fc.option(returnUrl, { nil: undefined }),
      language: fc.option(fc.constantFrom('1', '2', '3', '4', '5', '0', '99', 'xx'), { nil: undefined }),
      raw: fc.option(rawQuery, { nil: undefined, freq: 10 }),
    })
    .map((s): CaseFn => (ctx) => {
      const stripe = s.channel === 'stripe';
      const pooled = ctx.pools.pick(stripe ? 'stripeOrder' : 'sandboxOrder', s.orderPick);
      const order = isOrder(pooled?.value) ? pooled.value : undefined;
      const orderId = s.knownOrder && order ? order.tradeNo : garbageToken(s.orderPick).slice(0, 30);
      const query =
        s.raw !== undefined
          ? pathSafe(s.raw)
          : toQuery({
              order_id: orderId,
              order_name: s.orderName,
              return_url: s.returnUrl,
              language: s.language,
            });
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      return {
        method: 'GET',
        path: `/pay/gateway/${s.channel.startsWith('x') ? s.channel : pathSafe(s.channel)}?${query}`,
        headers,
        instance: stripe ? ctx.stripeInstance : pickInstance(ctx, s.c, pooled?.instance),
        envelope: false,
      };
    });
  return {
    name: 'GET /pay/gateway/:channel (page)',
    arbitrary,
    after: (ctx, spec, response) => {
      const location = String(response.headers.location ?? '');
      const match = /\/sandbox-pay\/checkout\/(sp_[0-9a-f]{24})/.exec(location);
      const orderId = /order_id=([^&]+)/.exec(spec.path)?.[1];
      if (match?.[1])
        ctx.pools.add('sandboxPayment', { id: match[1], tradeNo: orderId ?? '' }, spec.instance);
    },
  };
}

function sandboxPaymentId(
  ctx: FuzzContext,
  pick: number,
  known: boolean,
): { id: string; instance: number | undefined } {
  const pooled = ctx.pools.pick('sandboxPayment', pick);
  const value = pooled?.value;
  if (known && typeof value === 'object' && value !== null && 'id' in value) {
    return { id: String(value.id), instance: pooled?.instance };
  }
  return {
    id: `sp_${garbageToken(pick)
      .replace(/[^0-9a-f]/g, '0')
      .slice(0, 24)}`,
    instance: undefined,
  };
}

const odd = fc.constantFrom(
  'sp_',
  'sp_zz',
  '%zz',
  '..',
  'x'.repeat(600),
  'sp_000000000000000000000000/extra',
  '%00',
);

export function sandboxPageTarget(method: 'GET' | 'POST'): Target {
  const arbitrary = fc
    .record({
      c: common('none'),
      pick: fc.nat(),
      known: fc.oneof(
        { arbitrary: fc.constant(true), weight: 4 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
      odd: fc.option(odd, { nil: undefined, freq: 10 }),
      language: fc.option(fc.constantFrom('1', '2', '3', '4', '5', '0', '99', 'xx'), { nil: undefined }),
      action: fc.oneof(
        { arbitrary: fc.constantFrom('pay', 'fail', 'cancel'), weight: 8 },
        { arbitrary: fc.constantFrom('', 'PAY', 'refund', 'a'.repeat(5000)), weight: 2 },
      ),
      form: fc.oneof(
        { arbitrary: fc.constant<'form' | 'json' | 'raw' | 'none'>('form'), weight: 8 },
        { arbitrary: fc.constantFrom<'form' | 'json' | 'raw' | 'none'>('json', 'raw', 'none'), weight: 2 },
      ),
      raw: fc.string({ maxLength: 200 }),
      acceptLanguage: fc.option(fc.constantFrom('en-US,en;q=0.9', 'zh-TW', 'th', '*', 'x'.repeat(300)), {
        nil: undefined,
      }),
    })
    .map((s): CaseFn => (ctx) => {
      const { id, instance } = sandboxPaymentId(ctx, s.pick, s.known);
      const idPath = s.odd ?? id;
      const query = s.language !== undefined ? `?language=${pct(s.language)}` : '';
      const headers: Record<string, string> = {};
      if (s.c.xff) headers['x-forwarded-for'] = s.c.xff;
      if (s.acceptLanguage) headers['accept-language'] = s.acceptLanguage;
      let body: string | undefined;
      if (method === 'POST') {
        if (s.form === 'form') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          body = `action=${pct(s.action)}`;
        } else if (s.form === 'json') {
          headers['content-type'] = 'application/json';
          body = JSON.stringify({ action: s.action });
        } else if (s.form === 'raw') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          body = s.raw;
        }
      }
      return {
        method,
        path: `/sandbox-pay/checkout/${pathSafe(idPath)}${query}`,
        headers,
        body,
        // The gateway notifies the instance that created the payment, on loopback.
        instance: pickInstance(ctx, s.c, instance),
        envelope: false,
      };
    });
  return { name: `${method} /sandbox-pay/checkout/:id (page)`, arbitrary };
}
