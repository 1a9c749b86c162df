/**
 * The world of parts B (crash.ts) and C (replay.ts) of the soak: one fresh PostgreSQL database
 * with two server processes, a client over both, and what the checks found so far.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '#db/client.ts';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { moneyCatalogue } from '../../src/server/testing/catalogue-fixture.ts';
import { ledgerMismatches } from '../../src/server/testing/money.ts';
import { openTestDatabase } from '../../src/server/testing/test-database.ts';
import { seedCatalogue } from '../../src/server/modules/catalogue/catalogue-seed.repository.ts';
import { DEFAULT_GOODS } from '../../src/server/modules/pay/goods.seed.ts';
import { signSandboxPayload } from '../../src/server/modules/sandbox-gateway/sandbox-signing.ts';
import { checker, type Checker } from './checks.ts';
import {
  ADMIN_TOKEN,
  MEDIA_SECRET,
  SANDBOX_SECRET,
  SIGN_KEY,
  nowS,
  parseEnvelope,
  send,
  sign,
  type Envelope,
} from './http.ts';
import { ServerProcess } from './server.ts';

export const COIN_GOODS = DEFAULT_GOODS.filter((g) => g.type === 1);

export interface MoneyFindings {
  serverErrors: string[];
  lost: string[];
  duplicated: string[];
  /** Wallet problems seen at any check ("user N: wallet ..."), by database and user. */
  wallets: Map<string, string>;
}

export interface MoneyEnvironment {
  database: DatabaseHandle;
  check: Checker;
  servers: ServerProcess[];
  /** Episode ids of each drama, by episode number (index 0 = episode 1). */
  dramaEpisodes: Map<number, number[]>;
  dramaIds: number[];
  findings: MoneyFindings;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function moneyEnvironment(
  workDir: string,
  log: (line: string) => void,
): Promise<MoneyEnvironment> {
  const database = await openTestDatabase({ poolSize: 4 });
  // The catalogue goes in before the first start (the servers leave existing dramas alone):
  // 300 dramas of 12 episodes, the first 2 free, 10 coins each after that.
  await seedCatalogue(database.db, moneyCatalogue(300, 12, 2, 10));
  const rows = await database.db
    .select({ id: episodes.id, number: episodes.number, dramaId: dramas.id })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId));
  const dramaEpisodes = new Map<number, number[]>();
  for (const r of rows) {
    const list = dramaEpisodes.get(r.dramaId) ?? [];
    list[r.number - 1] = r.id;
    dramaEpisodes.set(r.dramaId, list);
  }
  const env = {
    DATABASE_URL: database.url ?? '',
    API_SIGN_KEY: SIGN_KEY,
    MEDIA_SECRET,
    ADMIN_TOKEN,
    LOG_LEVEL: process.env.SOAK_MONEY_LOG_LEVEL ?? 'warn',
  };
  const servers = ['money-a', 'money-b'].map(
    (name) => new ServerProcess({ name, dataDir: path.join(workDir, `${name}-data`), logDir: workDir, env }),
  );
  mkdirSync(workDir, { recursive: true });
  for (const s of servers) await s.start();
  log(
    `money: servers up on ports ${servers.map((s) => s.port).join(', ')} (database ${new URL(database.url ?? 'x:').pathname})`,
  );
  return {
    database,
    check: checker(database.url ?? ''),
    servers,
    dramaEpisodes,
    dramaIds: [...dramaEpisodes.keys()].sort((a, b) => a - b),
    findings: { serverErrors: [], lost: [], duplicated: [], wallets: new Map() },
  };
}

/** A client over both servers: each call goes to a random live one (or the one asked). */
export function client(envx: MoneyEnvironment, random: () => number) {
  const live = () => envx.servers.filter((s) => s.ready);
  const pick = (): ServerProcess | undefined => {
    const l = live();
    return l[Math.floor(random() * l.length)];
  };
  const note5xx = (what: string, status: number, body: string) => {
    if (status >= 500) envx.findings.serverErrors.push(`${what}: HTTP ${status} ${body.slice(0, 300)}`);
  };
  return {
    pick,
    /** A signed API POST; undefined when no answer came (the server died under it). */
    async post(apiPath: string, body: unknown, token?: string): Promise<Envelope | undefined> {
      const server = pick();
      if (!server) return undefined;
      const text = JSON.stringify(body);
      const time = nowS();
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        language: String(1 + Math.floor(random() * 5)),
        time: String(time),
        sign: sign('POST', apiPath, time, text),
      };
      if (token) headers.token = token;
      try {
        const res = await send(
          server.port,
          { method: 'POST', path: `${API_PREFIX}${apiPath}`, headers, body: text },
          { timeoutMs: 20_000 },
        );
        note5xx(`POST ${apiPath} on ${server.name}`, res.status, res.body.toString('utf8'));
        const parsed = parseEnvelope(res);
        return parsed.ok ? parsed.envelope : undefined;
      } catch {
        return undefined;
      }
    },
    /** The sandbox gateway's signed notification; the HTTP status, or 0 without an answer. */
    async notify(
      payment: { id: string; tradeNo: string; status: string; amountCents: number },
      to?: ServerProcess,
    ): Promise<number> {
      const server = to ?? pick();
      if (!server) return 0;
      const body = JSON.stringify({
        type: 'payment.updated',
        data: {
          id: payment.id,
          merchant_reference: payment.tradeNo,
          status: payment.status,
          amount_cents: payment.amountCents,
          currency: 'USD',
          created: nowS(),
        },
      });
      try {
        const res = await send(
          server.port,
          {
            method: 'POST',
            path: `${API_PREFIX}/pay/notify/sandbox`,
            headers: {
              'content-type': 'application/json',
              'sandbox-signature': signSandboxPayload(SANDBOX_SECRET, body, nowS()),
            },
            body,
          },
          { timeoutMs: 20_000 },
        );
        note5xx(`POST /pay/notify/sandbox on ${server.name}`, res.status, res.body.toString('utf8'));
        const parsed = parseEnvelope(res);
        // 200 only for the envelope's 200; an envelope with another code under HTTP 200 is -1.
        if (res.status !== 200) return res.status;
        return parsed.ok && parsed.envelope.code === 200 ? 200 : -1;
      } catch {
        return 0;
      }
    },
  };
}

export async function newUser(
  c: ReturnType<typeof client>,
  udid: string,
): Promise<{ token: string; userId: number }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const login = await c.post('/user/device-login', { udid });
    const token = (login?.data as { user_token?: string } | null)?.user_token;
    if (token) {
      const info = await c.post('/user/index', {}, token);
      const uid = (info?.data as { uid?: number } | null)?.uid;
      if (typeof uid === 'number') return { token, userId: uid };
    }
    await sleep(200);
  }
  throw new Error(`could not log in ${udid}`);
}

export async function recordWallets(envx: MoneyEnvironment, label: string): Promise<void> {
  for (const problem of await envx.check.walletProblems()) {
    const user = /^user (\d+)/.exec(problem)?.[1] ?? problem;
    if (!envx.findings.wallets.has(`money:${user}`))
      envx.findings.wallets.set(`money:${user}`, `${label}: ${problem}`);
  }
}

/** Wallets whose balance is not their ledger's sum, by the server's own test helper. */
export async function recordLedger(envx: MoneyEnvironment): Promise<void> {
  for (const m of await ledgerMismatches(envx.database.db)) {
    const user = /^user (\d+)/.exec(m)?.[1] ?? m;
    if (!envx.findings.wallets.has(`money:${user}`))
      envx.findings.wallets.set(`money:${user}`, `ledgerMismatches: ${m}`);
  }
}
