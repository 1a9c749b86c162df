/**
 * Issue 18's "Done when", second half: the same refund against Stripe, made in Stripe's own
 * dashboard. A server of the spec's own (its data folder, a free port) talks to a fake Stripe
 * API in the spec (src/server/testing/fake-stripe.ts, the real SDK on the server's side); a
 * viewer on a phone tops up 500 coins by card (Checkout is played by the spec: the session is
 * paid at the fake and its signed `checkout.session.completed` webhook sent), then the merchant
 * refunds the payment in the dashboard and Stripe's signed `charge.refunded` webhook arrives
 * three times, two of them at once. The viewer's coins go back exactly once: one refund row,
 * the top-up record refunded, with why. And Checkout's Cancel: the phone follows Stripe's
 * cancel address through this server, which closes the session at Stripe; the app says so and
 * the record says cancelled.
 */
import { expect, test, type Browser } from '@playwright/test';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../src/server/testing/fake-stripe.ts';
import { newPhone } from './support/journey.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

const WEBHOOK_SECRET = 'whsec_e2e_refund';
let stripe: FakeStripe | undefined;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stripe = await startFakeStripe();
  server = await startOwnServer({
    dataDir: '.data-e2e-stripe',
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    omit: /^(SANDBOX|STRIPE_)/,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

/** Stripe's signed webhook `type` about `object`, as Stripe delivers it. */
async function webhook(type: string, object: unknown): Promise<number> {
  const payload = JSON.stringify({
    id: `evt_${type}_${Date.now()}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const response = await fetch(`${server?.base}/enjoy-api/pay/notify/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return response.status;
}

/**
 * A phone that tops up 500 coins by card, up to Stripe's hosted Checkout: the app's gateway
 * answer (a redirect to checkout.stripe.test) is followed by the spec, which shows a stand-in
 * page. The phone, and the Checkout Session's id.
 */
async function phoneAtCheckout(browser: Browser) {
  const base = server?.base ?? '';
  const { context, page: viewer } = await newPhone(browser);
  await context.addInitScript(() => localStorage.setItem('enjoy.language-asked', '1'));
  let checkoutUrl = '';
  await viewer.route('**/pay/gateway/stripe?**', async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    checkoutUrl = answer.headers()['location'] ?? '';
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title>' });
  });

  await viewer.goto(`${base}/pages/user/storeRecord`);
  await viewer.getByTestId('records-top-up').click();
  await viewer.getByTestId('pay-popup').getByTestId('pay-goods-101').click();
  const channel = viewer.getByTestId('pay-channel-2');
  if (await channel.isVisible().catch(() => false)) await channel.click();
  await expect
    .poll(() => checkoutUrl, { timeout: 15_000 })
    .toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\//);
  // The phone is on the stand-in Checkout page before the spec moves it on: otherwise the
  // gateway navigation, still landing, interrupts the next goto.
  await expect(viewer).toHaveTitle('Checkout');
  const sessionId = checkoutUrl.split('/').pop() ?? '';
  return { context, viewer, sessionId };
}

test('a refund made in Stripe’s dashboard takes the coins back once, however often it is told', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const fake = stripe as FakeStripe;
  const base = server?.base ?? '';
  const { context, viewer, sessionId } = await phoneAtCheckout(browser);
  const session = fake.pay(sessionId);
  expect(await webhook('checkout.session.completed', session)).toBe(200);
  await viewer.goto(session.success_url);

  await viewer.goto(`${base}/pages/user/storeRecord`);
  const row = viewer.locator('[data-testid="order-row"][data-status="paid"]');
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  const tradeNo = (await row.getAttribute('data-trade-no')) ?? '';

  // The merchant refunds in Stripe's dashboard; the webhook comes three times, two at once.
  const charge = fake.dashboardRefund(session.payment_intent ?? '');
  expect(await webhook('charge.refunded', charge)).toBe(200);
  expect(await Promise.all([webhook('charge.refunded', charge), webhook('charge.refunded', charge)])).toEqual(
    [200, 200],
  );

  await viewer.reload();
  const refunded = viewer.locator(`[data-testid="order-row"][data-trade-no="${tradeNo}"]`);
  await expect(refunded).toHaveAttribute('data-status', 'refunded');
  await expect(refunded.getByTestId('order-refund-note')).toContainText('still unspent were taken back');
  await viewer.getByTestId('records-tab-detail').click();
  const gold = viewer.locator('[data-testid="ledger-row"][data-asset="gold"]');
  await expect(gold.first()).toHaveAttribute('data-reason', 'refund');
  const rows = await gold.evaluateAll((els) =>
    els.map((el) => [el.getAttribute('data-reason'), Number(el.getAttribute('data-delta'))] as const),
  );
  // Bought 500, nothing spent: one refund of 500, whatever the number of webhooks.
  expect(rows.filter(([reason]) => reason === 'refund')).toEqual([['refund', -500]]);
  await expect(gold.first()).toHaveAttribute('data-balance-after', '0');
  await context.close();
});

test('Checkout’s Cancel closes the session at Stripe, and the app says the payment was not completed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const fake = stripe as FakeStripe;
  const base = server?.base ?? '';
  const { context, viewer, sessionId } = await phoneAtCheckout(browser);
  const session = fake.sessions.get(sessionId);
  // The buyer presses Cancel on Checkout: Stripe sends the browser to the session's cancel_url.
  const cancelUrl = new URL(session?.cancel_url ?? '');
  await viewer.goto(`${base}${cancelUrl.pathname}${cancelUrl.search}`);
  await expect(viewer.getByText('The payment was not completed')).toBeVisible();
  expect(viewer.url()).not.toContain('pay_cancelled');
  expect(session?.status).toBe('expired');
  await viewer.goto(`${base}/pages/user/storeRecord`);
  const row = viewer.locator(`[data-testid="order-row"][data-trade-no="${session?.client_reference_id}"]`);
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await context.close();
});
