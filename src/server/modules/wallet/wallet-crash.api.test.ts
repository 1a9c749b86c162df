/**
 * The crash test of issue 5: the real server process runs a stream of top-ups (signed gateway
 * notifications) and unlocks and is killed with SIGKILL in the middle, many times. After each
 * kill, every operation the server acknowledged must still be there, and every wallet must
 * equal the sum of its ledger rows, none below zero.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { dramas, episodes, unlocks } from '#db/schema/catalogue.ts';
import { ledger, orders } from '#db/schema/wallet.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { signRequest } from '#shared/signing.ts';
import { DEVICE } from '../../testing/build-test-app.ts';
import { moneyCatalogue } from '../../testing/catalogue-fixture.ts';
import { ledgerMismatches } from '../../testing/money.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { seedCatalogue } from '../catalogue/catalogue-seed.repository.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../sandbox-gateway/sandbox-signing.ts';

const ROUNDS = 6;
const SIGN_KEY = 'crash-sign-key';
const MEDIA_SECRET = 'crash-media-secret';
const SANDBOX_SECRET = createHmac('sha256', MEDIA_SECRET).update('sandbox-gateway').digest('hex');
const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

function client(base: string) {
  return async (apiPath: string, body: unknown, token?: string) => {
    const text = JSON.stringify(body);
    const time = Math.floor(Date.now() / 1000);
    const res = await fetch(`${base}${API_PREFIX}${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        language: '3',
        time: String(time),
        sign: signRequest({ key: SIGN_KEY, method: 'POST', path: apiPath, time, payload: text }),
        ...(token ? { token } : {}),
      },
      body: text,
    });
    return (await res.json()) as { code: number; data: unknown };
  };
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  // Ready, not merely listening: the database, every migration and the job queue answer (/readyz).
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('SIGKILL during a stream of top-ups and unlocks', () => {
  it('keeps every acknowledged operation and the ledger invariant', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enjoy-crash-'));
    dirs.push(dataDir);
    // PostgreSQL when the suite runs against one, else PGlite files in DATA_DIR.
    const pgDb = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      API_SIGN_KEY: SIGN_KEY,
      MEDIA_SECRET,
      NODE_ENV: 'production',
      ...(pgDb?.url ? { DATABASE_URL: pgDb.url } : {}),
    };
    const check = async <T>(fn: (db: DatabaseHandle) => Promise<T>): Promise<T> => {
      if (pgDb) return fn(pgDb);
      const db = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    };

    // The catalogue goes in before the first start (the server leaves existing dramas alone).
    const episodeIds = await check(async ({ db }) => {
      await seedCatalogue(db, moneyCatalogue(400, 3, 2, 10));
      const rows = await db
        .select({ id: episodes.id })
        .from(episodes)
        .innerJoin(dramas, eq(dramas.id, episodes.dramaId))
        .where(eq(episodes.number, 3))
        .orderBy(dramas.slug);
      return rows.map((r) => r.id);
    });
    expect(episodeIds).toHaveLength(400);
    const tokens: string[] = [];
    const ackedOrders: string[] = [];
    const ackedUnlocks: { token: string; episodeId: number }[] = [];
    let nextDrama = 0;
    let operations = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const { child, base } = await startServer(env);
      const post = client(base);
      if (tokens.length === 0) {
        for (let i = 0; i < 4; i++) {
          const login = await post('/user/device-login', { ...DEVICE, udid: `crash-device-${i}` });
          expect(login, 'device login').toMatchObject({ code: 200 });
          tokens.push((login.data as { user_token: string }).user_token);
        }
      }
      let alive = true;
      const worker = async (token: string, w: number) => {
        let goods = 101 + w;
        while (alive) {
          try {
            const created = await post('/pay/create-order', { goods_id: goods, pay_channel_id: 1 }, token);
            goods = goods === 105 ? 101 : goods + 1;
            if (created.code === 200) {
              const tradeNo = (created.data as { orderId: string }).orderId;
              const amount =
                { 101: 499, 102: 999, 103: 1999, 104: 4999, 105: 9999 }[goods === 101 ? 105 : goods - 1] ?? 0;
              const body = JSON.stringify({
                type: 'payment.updated',
                data: {
                  id: `sp_${tradeNo}`,
                  merchant_reference: tradeNo,
                  status: 'paid',
                  amount_cents: amount,
                  currency: 'USD',
                  created: 0,
                },
              });
              const res = await fetch(`${base}${API_PREFIX}/pay/notify/sandbox`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
                    SANDBOX_SECRET,
                    body,
                    Math.floor(Date.now() / 1000),
                  ),
                },
                body,
              });
              if (res.status === 200) ackedOrders.push(tradeNo);
              operations++;
            }
            for (let u = 0; u < 3 && alive; u++) {
              const episodeId = episodeIds[nextDrama++ % episodeIds.length] ?? 0;
              const unlocked = await post('/video/unlock', { episode_id: episodeId }, token);
              if (
                unlocked.code === 200 &&
                (unlocked.data as { unlocked_numbers: number[] }).unlocked_numbers.length > 0
              ) {
                ackedUnlocks.push({ token, episodeId });
              }
              operations++;
            }
          } catch {
            return; // the server is gone
          }
        }
      };
      const stream = Promise.all(tokens.map((token, w) => worker(token, w)));
      await new Promise((r) => setTimeout(r, 300 + Math.floor(Math.random() * 900)));
      child.kill('SIGKILL');
      alive = false;
      await new Promise((r) => child.once('exit', r));
      await stream;

      await check(async ({ db }) => {
        expect(await ledgerMismatches(db)).toEqual([]);
        if (ackedOrders.length > 0) {
          const rows = await db.select().from(orders).where(inArray(orders.tradeNo, ackedOrders));
          expect(rows.filter((r) => r.status !== 2)).toEqual([]);
          expect(rows).toHaveLength(ackedOrders.length);
          const credits = await db
            .select({ reference: ledger.reference })
            .from(ledger)
            .where(
              and(
                eq(ledger.reason, 'topup'),
                eq(ledger.asset, 'gold'),
                inArray(ledger.reference, ackedOrders),
              ),
            );
          expect(credits).toHaveLength(ackedOrders.length);
        }
        const stored = await db.select({ episodeId: unlocks.episodeId }).from(unlocks);
        const have = new Set(stored.map((r) => r.episodeId));
        expect(ackedUnlocks.filter((u) => !have.has(u.episodeId))).toEqual([]);
      });
    }
    console.info(
      `crash test: ${ROUNDS} kills, ${operations} operations, ${ackedOrders.length} acknowledged top-ups, ${ackedUnlocks.length} acknowledged unlocks`,
    );
    expect(operations).toBeGreaterThan(ROUNDS);
    expect(ackedOrders.length).toBeGreaterThan(0);
    expect(ackedUnlocks.length).toBeGreaterThan(0);
    await pgDb?.close();
  });
});
