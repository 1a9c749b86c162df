/**
 * The money part of `npm run bench`: unlock and query-order throughput and p99 against a
 * running server (issue 5). Every unlock request is a different episode and user, so each one
 * really unlocks and charges.
 */
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '#server/modules/sandbox-gateway/sandbox-signing.ts';
import { CONNECTIONS, DURATION_S, headersFor, MEDIA_SECRET, signedPost } from './http.ts';

export const MONEY_DRAMAS = 200;
export const MONEY_USERS = 50;
const SANDBOX_SECRET = createHmac('sha256', MEDIA_SECRET).update('sandbox-gateway').digest('hex');

export /** Unlock and query-order throughput: real unlocks (distinct user and episode per request). */
async function moneyBench(base: string, databaseName: string): Promise<string[]> {
  const tokens: string[] = [];
  const orderIds: string[] = [];
  for (let u = 0; u < MONEY_USERS; u++) {
    const login = await signedPost(base, '/user/device-login', {
      udid: `bench-money-${String(u).padStart(6, '0')}`,
    });
    const token = String(login.data.user_token);
    tokens.push(token);
    // 10,000 coins + 3,000 vouchers each, through the sandbox gateway's signed notification.
    const created = await signedPost(base, '/pay/create-order', { goods_id: 105, pay_channel_id: 1 }, token);
    const tradeNo = String(created.data.orderId);
    orderIds.push(tradeNo);
    const body = JSON.stringify({
      type: 'payment.updated',
      data: {
        id: `sp_${tradeNo}`,
        merchant_reference: tradeNo,
        status: 'paid',
        amount_cents: 9999,
        currency: 'USD',
      },
    });
    await fetch(`${base}/enjoy-api/pay/notify/sandbox`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SANDBOX_SECRET, body, Math.floor(Date.now() / 1000)),
      },
    });
  }
  const pending = await signedPost(
    base,
    '/pay/create-order',
    { goods_id: 101, pay_channel_id: 1 },
    tokens[0],
  );
  // Episode 3 of each money drama: the fixture's dramas come first, so look the ids up.
  const episodeIds: number[] = [];
  for (let page = 1; episodeIds.length < MONEY_DRAMAS; page++) {
    const text = `page=${page}&page_size=100`;
    const res = await fetch(`${base}/enjoy-api/video/list?${text}`, {
      headers: headersFor('GET', '/video/list', text),
    });
    const list = ((await res.json()) as { data: { list: { drama_id: number; episode_count: number }[] } })
      .data.list;
    if (list.length === 0) break;
    for (const d of list.filter((x) => x.episode_count === 3)) {
      const detail = await signedPost(base, '/video/detail', { drama_id: d.drama_id }, tokens[0]);
      const eps = detail.data.episodes as { episode_id: number; number: number }[];
      const third = eps.find((e) => e.number === 3);
      if (third) episodeIds.push(third.episode_id);
    }
  }
  let n = 0;
  const rows: string[] = [];
  const run = async (name: string, make: () => { apiPath: string; body: string; token: string }) => {
    let codesOk = 0;
    let codesOther = 0;
    const result = await autocannon({
      url: `${base}/enjoy-api`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const c = make();
            return {
              ...req,
              path: `/enjoy-api${c.apiPath}`,
              body: c.body,
              headers: headersFor('POST', c.apiPath, c.body, { token: c.token }),
            };
          },
          onResponse: (_status, body) => {
            if (body.includes('"code":200')) codesOk++;
            else codesOther++;
          },
        },
      ],
    });
    rows.push(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${codesOk + codesOther} | ${result.errors + result.non2xx + codesOther} |`,
    );
    process.stdout.write(
      `[${databaseName}] ${name}: ${Math.round(result.requests.average)} req/s p99 ${result.latency.p99} ms (${codesOk} ok, ${codesOther} other codes)\n`,
    );
  };
  await run('POST /video/unlock (real unlock)', () => {
    const i = n++;
    const user = i % MONEY_USERS;
    const episode = Math.floor(i / MONEY_USERS) % episodeIds.length;
    return {
      apiPath: '/video/unlock',
      body: JSON.stringify({ episode_id: episodeIds[episode] }),
      token: tokens[user] ?? '',
    };
  });
  await run('POST /pay/query-order (paid)', () => {
    const user = n++ % MONEY_USERS;
    return {
      apiPath: '/pay/query-order',
      body: JSON.stringify({ trade_no: orderIds[user] }),
      token: tokens[user] ?? '',
    };
  });
  await run('POST /pay/query-order (pending)', () => ({
    apiPath: '/pay/query-order',
    body: JSON.stringify({ trade_no: String(pending.data.orderId) }),
    token: tokens[0] ?? '',
  }));
  return rows;
}
