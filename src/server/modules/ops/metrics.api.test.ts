/**
 * GET /metrics (decision 0034): 404 while METRICS_TOKEN is unset, 401 without the token,
 * Prometheus text with it: requests by route pattern (never the raw URL), the job queue,
 * and the business counters of committed unlocks, top-up credits and failed payments.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { createOrderData } from '#shared/contract/wallet.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { grant } from '../../testing/money.ts';
import { testDatabaseKind } from '../../testing/test-database.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../sandbox-gateway/sandbox-signing.ts';

const TOKEN = 'metrics-token-0123456789';
let off: TestApp;
let on: TestApp;

beforeAll(async () => {
  [off, on] = await Promise.all([buildTestApp(), buildTestApp({ env: { METRICS_TOKEN: TOKEN } })]);
  await seedCatalogue(on.database.db, moneyCatalogue(1));
});
afterAll(async () => {
  await Promise.all([off.close(), on.close()]);
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The sample's value, or undefined when the text has no such line. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A sandbox top-up of the package, answered by the gateway with `status`. */
async function topUp(token: string, goodsId: number, status: 'paid' | 'failed', cents: number) {
  const created = createOrderData.parse(
    (await on.api.post('/pay/create-order', { goods_id: goodsId, pay_channel_id: 1 }, { token })).body.data,
  );
  const visit = await on.app.inject({
    method: 'GET',
    url: `/pay/gateway/sandbox?${new URLSearchParams({ order_id: created.orderId, order_name: 'x', return_url: '/' })}`,
  });
  const paymentId = String(visit.headers.location).split('/').pop() ?? '';
  const body = JSON.stringify({
    type: 'payment.updated',
    data: {
      id: paymentId,
      merchant_reference: created.orderId,
      status,
      amount_cents: cents,
      currency: 'USD',
      created: 0,
    },
  });
  const signature = signSandboxPayload(on.app.services.sandboxSecret, body, Math.floor(Date.now() / 1000));
  const res = await on.app.inject({
    method: 'POST',
    url: '/enjoy-api/pay/notify/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /metrics', () => {
  it('answers 404 while METRICS_TOKEN is unset, even with a token', async () => {
    expect((await scrape(off)).statusCode).toBe(404);
    expect((await scrape(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await scrape(on, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    }
  });

  it('counts requests per route pattern, never the raw URL', async () => {
    await on.app.inject({ method: 'GET', url: '/healthz' });
    await on.app.inject({ method: 'GET', url: '/healthz' });
    await on.app.inject({ method: 'GET', url: '/article/privacy?language=3' });
    await on.app.inject({ method: 'GET', url: '/article/help' });
    await on.app.inject({ method: 'GET', url: '/no/such/page.txt' });
    const res = await scrape(on, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(2);
    const articles = text.match(
      /^http_requests_total\{method="GET",route="\/article\/:key",status="\d+"\} \d+$/gm,
    );
    expect(articles?.reduce((sum, line) => sum + Number(line.split(' ').pop()), 0)).toBe(2);
    expect(text).not.toContain('/article/privacy');
    expect(sample(text, 'http_requests_total{method="GET",route="(unmatched)",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(2);
    expect(sample(text, 'enjoy_jobs{queue="transcode",state="queued"}')).toBe(0);
    expect(text).toContain('process_cpu_seconds_total');
    // The pool is PostgreSQL's (PGlite has none).
    const pooled = sample(text, 'db_pool_connections{state="total"}');
    if (testDatabaseKind() === 'postgres') expect(pooled).toBeGreaterThan(0);
    else expect(pooled).toBeUndefined();
  });

  it('counts committed unlocks, coins credited by top-ups and failed payments', async () => {
    const token = await deviceToken(on.api, 'metrics-device-000001');
    const uid = ((await on.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
    await topUp(token, 101, 'paid', 499);
    await topUp(token, 102, 'failed', 999);
    await grant(on.database.db, uid, { gold: 100 });
    const [episode] = await on.database.db
      .select({ id: episodes.id })
      .from(episodes)
      .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
      .where(and(eq(dramas.slug, 'money-001'), eq(episodes.number, 3)));
    const unlock = await on.api.post(
      '/video/unlock',
      { episode_id: episode?.id, scope: 'one', auto: 0 },
      { token },
    );
    expect(unlock.body.code).toBe(200);

    const text = (await scrape(on, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'enjoy_coins_credited_total{asset="gold"}')).toBe(500);
    expect(sample(text, 'enjoy_coins_credited_total{asset="coin"}')).toBe(50);
    expect(sample(text, 'enjoy_payments_failed_total{status="failed"}')).toBe(1);
    expect(sample(text, 'enjoy_unlocks_total{mode="manual"}')).toBe(1);
    expect(sample(text, 'enjoy_episodes_unlocked_total')).toBe(1);
  });
});
