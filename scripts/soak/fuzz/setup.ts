/**
 * The fuzz's world: two real server processes on one fresh PostgreSQL database (one with the
 * built-in sandbox gateway, one configured for Stripe against a fake Stripe API), the catalogue
 * fixture, and pools seeded with what the generated requests will name.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DatabaseHandle } from '#db/client.ts';
import { dramas, episodes } from '#db/schema/catalogue.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { moneyCatalogue, writeCatalogueFixture } from '../../../src/server/testing/catalogue-fixture.ts';
import { startFakeStripe, type FakeStripe } from '../../../src/server/testing/fake-stripe.ts';
import { openTestDatabase } from '../../../src/server/testing/test-database.ts';
import { seedCatalogue } from '../../../src/server/modules/catalogue/catalogue-seed.repository.ts';
import { signSandboxPayload } from '../../../src/server/modules/sandbox-gateway/sandbox-signing.ts';
import { ADMIN_TOKEN, MEDIA_SECRET, SANDBOX_SECRET, SIGN_KEY, apiPost, nowS, send } from '../http.ts';
import { Pools } from '../pools.ts';
import { ServerProcess } from '../server.ts';
import { STRIPE_WEBHOOK_SECRET } from './notify.ts';
import type { FuzzContext } from './target.ts';

export interface FuzzEnvironment {
  database: DatabaseHandle & { url?: string };
  servers: ServerProcess[];
  stripe: FakeStripe;
  pools: Pools;
  ctx: FuzzContext;
  /** The port of instance i (of the servers in turn). */
  port: (i: number) => number;
  /** A new viewer's session token (a device login). */
  login: (i: number) => Promise<string>;
  /** Takes the codes of new mails in the outbox into the pools. */
  readOutbox: () => void;
}

/** The images the upload is fuzzed with: a valid square avatar and near misses. */
async function uploadImages(): Promise<Buffer[]> {
  const square = (size: number) => ({
    create: { width: size, height: size, channels: 3 as const, background: '#ff4d6a' },
  });
  return Promise.all([
    sharp(square(120)).png().toBuffer(),
    sharp(square(100)).jpeg().toBuffer(),
    sharp(square(160)).webp().toBuffer(),
    sharp(square(80)).png().toBuffer(),
    sharp({ create: { width: 200, height: 120, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
    sharp(square(120)).gif().toBuffer(),
  ]);
}

/** New mails in the outbox: the codes of the email logins, for the fuzz to use. */
function outboxReader(dir: string, pools: Pools): () => void {
  const seen = new Set<string>();
  return () => {
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml') && !seen.has(f));
    } catch {
      return;
    }
    for (const file of files) {
      seen.add(file);
      try {
        const raw = readFileSync(path.join(dir, file), 'utf8');
        const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim();
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n');
        const code = /\b(\d{6})\b/.exec(body)?.[1];
        if (to && code) {
          pools.add('emailCode', { email: to, code });
          pools.add('email', to);
        }
      } catch {
        // written as we read: next time
      }
    }
  };
}

export async function fuzzEnvironment(
  workDir: string,
  seed: number,
  log: (line: string) => void,
): Promise<FuzzEnvironment> {
  const dataDir = path.join(workDir, 'fuzz-data');
  const mediaRoot = path.join(dataDir, 'media');
  mkdirSync(mediaRoot, { recursive: true });
  const fixture = writeCatalogueFixture(mediaRoot);
  writeFileSync(path.join(workDir, 'fuzz-catalogue.json'), JSON.stringify(fixture));

  const database = await openTestDatabase({ poolSize: 4 });
  const db = database.db;
  // The catalogue goes in before the servers start (they leave existing dramas alone).
  await seedCatalogue(db, fixture);
  await seedCatalogue(db, moneyCatalogue(30, 12, 2, 10));

  const stripe: FakeStripe = await startFakeStripe('sk_test_soak');
  const shared = {
    DATABASE_URL: database.url ?? '',
    API_SIGN_KEY: SIGN_KEY,
    MEDIA_SECRET,
    ADMIN_TOKEN,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  };
  const servers = [
    new ServerProcess({ name: 'fuzz-sandbox', dataDir, logDir: workDir, env: shared }),
    new ServerProcess({
      name: 'fuzz-stripe',
      dataDir,
      logDir: workDir,
      env: {
        ...shared,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    }),
  ];
  // One after the other: the first start seeds settings and goods.
  for (const s of servers) await s.start();
  log(
    `fuzz: servers up on ports ${servers.map((s) => s.port).join(', ')} (start ${servers.map((s) => s.startMs[0]).join(', ')} ms)`,
  );

  const pools = new Pools();
  const episodeRows = await db
    .select({
      id: episodes.id,
      number: episodes.number,
      free: dramas.freeEpisodes,
      dramaId: dramas.id,
      slug: dramas.slug,
    })
    .from(episodes)
    .innerJoin(dramas, eq(dramas.id, episodes.dramaId));
  for (const e of episodeRows) {
    pools.add('episodeId', e.id);
    if (e.number > e.free) pools.add('lockedEpisodeId', e.id);
  }
  for (const id of new Set(episodeRows.map((e) => e.dramaId))) pools.add('dramaId', id);

  const ctx: FuzzContext = {
    pools,
    instances: servers.length,
    stripeInstance: 1,
    ports: () => servers.map((s) => s.port),
    mediaKeys: fixture.dramas.flatMap((d) => d.episodes.map((e) => e.media_key)),
    posters: fixture.dramas.map((d) => path.basename(d.poster)),
    images: await uploadImages(),
  };

  // What the generated requests will name: sessions, paid and pending orders, payments,
  // feedback, invite codes, an avatar, mailed codes, OAuth tokens and codes.
  let xff = 0;
  const nextXff = () => `10.200.${(++xff >> 8) & 255}.${xff & 255}`;
  const port = (i: number) => servers[i % servers.length]?.port ?? 0;
  const login = async (i: number): Promise<string> => {
    const res = await apiPost(
      port(i),
      '/user/device-login',
      { udid: `soak-fuzz-${seed}-${i}-${Date.now()}` },
      { xff: nextXff() },
    );
    const token = (res.data as { user_token?: string } | null)?.user_token;
    if (!token) throw new Error(`device login refused: ${JSON.stringify(res)}`);
    return token;
  };
  const tokens = await Promise.all(Array.from({ length: 120 }, (_, i) => login(i)));
  for (const t of tokens) pools.add('token', t);
  const notifyPaid = async (instance: number, tradeNo: string, amountCents: number) => {
    const body = JSON.stringify({
      type: 'payment.updated',
      data: {
        id: `sp_${tradeNo}`,
        merchant_reference: tradeNo,
        status: 'paid',
        amount_cents: amountCents,
        currency: 'USD',
        created: 0,
      },
    });
    await send(port(instance), {
      method: 'POST',
      path: `${API_PREFIX}/pay/notify/sandbox`,
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxPayload(SANDBOX_SECRET, body, nowS()),
      },
      body,
    });
  };
  for (const [i, token] of tokens.entries()) {
    // Half the users get coins, so that unlocks reach the charge; some orders stay pending.
    const stripeOrder = i % 6 === 5;
    const goods = i % 2 === 0 ? 105 : 101 + (i % 5);
    const res = await apiPost(
      port(stripeOrder ? 1 : 0),
      '/pay/create-order',
      { goods_id: goods, pay_channel_id: stripeOrder ? 2 : 1 },
      { token },
    );
    const data = res.data as { orderId?: string; price?: string } | null;
    if (!data?.orderId) throw new Error(`create-order refused: ${JSON.stringify(res)}`);
    const order = { tradeNo: data.orderId, amountCents: Math.round(Number(data.price) * 100) };
    pools.add('tradeNo', order.tradeNo);
    if (stripeOrder) pools.add('stripeOrder', order, 1);
    else if (i % 2 === 0) await notifyPaid(i, order.tradeNo, order.amountCents);
    else pools.add('sandboxOrder', order);
    if (i < 12) {
      const fb = await apiPost(
        port(i),
        '/feedback/submit',
        { type: 'other', content: `soak ${i}`, contact: `soak${i}@example.com` },
        { token, xff: nextXff() },
      );
      const id = (fb.data as { id?: number } | null)?.id;
      if (typeof id === 'number') pools.add('feedbackId', id);
      const invite = await apiPost(port(i), '/invite/info', {}, { token });
      const code = (invite.data as { invite_code?: string } | null)?.invite_code;
      if (code) pools.add('inviteCode', code);
      await apiPost(
        port(i),
        '/message/send-email',
        { email: `soak-${seed}-${i}@example.com` },
        { xff: nextXff() },
      );
    }
  }
  const readOutbox = outboxReader(path.join(dataDir, 'outbox'), pools);
  readOutbox();
  return { database, servers, stripe, pools, ctx, port, login, readOutbox };
}
