/**
 * The mail path when the SMTP server misbehaves at the TCP level: a server that never greets,
 * one that answers forever, a closed port; each one answers 615 in the request's language and
 * spends nothing (the SMTP server that answers and refuses: mail-smtp.api.test.ts).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageId } from '#shared/languages.ts';
import { emailCodes } from '#db/schema/auth.ts';
import { SERVER_MESSAGES } from '../i18n/messages.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

/**
 * A TCP server that misbehaves: 'silent' accepts and never greets; 'trickle' greets, then
 * answers EHLO with continuation lines every 50 ms, never the last one (no silence for a
 * socket timeout to notice).
 */
async function startBadServer() {
  const sockets = new Set<net.Socket>();
  const state = { mode: 'silent' as 'silent' | 'trickle', port: 0 };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (state.mode === 'silent') return;
    socket.write('220 slow.test ESMTP\r\n');
    socket.once('data', () => {
      const timer = setInterval(() => socket.write('250-still thinking\r\n'), 50);
      socket.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.port = (server.address() as net.AddressInfo).port;
  return {
    state,
    /** Stops listening: the port is then closed. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/* ---------------------------------------------------------------- servers that do not answer */

describe('SMTP servers that never answer, or are not there', () => {
  let bad: Awaited<ReturnType<typeof startBadServer>>;
  let b: TestApp;

  beforeAll(async () => {
    bad = await startBadServer();
    const query = 'connectionTimeout=500&greetingTimeout=500&socketTimeout=500';
    b = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${bad.state.port}/?${query}` } });
  });
  afterAll(async () => {
    await b.close();
    await bad.close();
  });

  const send = (email: string, language: LanguageId) =>
    b.api.post('/message/send-email', { email }, { language });

  it('a server that accepts the connection and never greets: 615 after the greeting timeout', async () => {
    bad.state.mode = 'silent';
    const first = await send('silent@example.com', 3);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 615, msg: SERVER_MESSAGES.en.send_failed });
    // Nothing spent: asking again at once is not "wait 60 s".
    const again = await send('silent@example.com', 2);
    expect(again.body).toMatchObject({ code: 615, msg: SERVER_MESSAGES['zh-Hant'].send_failed });
  });

  it('a server that keeps answering and never finishes: 615 when the whole send runs out', async () => {
    bad.state.mode = 'trickle';
    const res = await send('trickle@example.com', 4);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 615, msg: SERVER_MESSAGES.th.send_failed });
  });

  it('a closed port: 615', async () => {
    await bad.close();
    const res = await send('closed@example.com', 3);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 615, msg: SERVER_MESSAGES.en.send_failed });
    const rows = await b.database.db.select().from(emailCodes);
    expect(rows).toHaveLength(0);
  });
});
