import { connect } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../i18n/messages.ts';
import { errorHandlerPlugin, sendClientError } from './error-handler.ts';
import { languagePlugin } from './language.ts';
import { signaturePlugin } from './signature.ts';

/** A server with the real error handler and JSON parser, and a log kept in memory. */
async function server() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(signaturePlugin, { signKey: 'k', bodyLimit: 1024 });
  app.post('/bug', { config: { signed: false } }, () => {
    // A server bug that happens to be a SyntaxError (JSON.parse of stored text, say).
    JSON.parse('{not json');
    return { code: 200 };
  });
  app.post('/echo', { config: { signed: false } }, (request) => ({ code: 200, data: request.body }));
  await app.ready();
  return { app, lines };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('the error handler', () => {
  it('answers a SyntaxError thrown by a handler as a logged 500, with the envelope and no stack', async () => {
    const { app, lines } = await server();
    close = () => app.close();
    const res = await app.inject({ method: 'POST', url: '/bug', headers: { language: '3' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: SERVER_MESSAGES.en.internal, data: null });
    expect(res.body).not.toContain('SyntaxError');
    expect(lines.some((l) => l.includes('"level":50') && l.includes('SyntaxError'))).toBe(true);
  });

  it('answers malformed JSON from the client as 400 (the parser names it), and parses good JSON', async () => {
    const { app } = await server();
    close = () => app.close();
    const bad = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', language: '3' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, msg: SERVER_MESSAGES.en.malformed_json, data: null });
    const good = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(good.json()).toEqual({ code: 200, data: { a: 1 } });
  });
});

/** Sends raw bytes to a listening server and reads what comes back until it closes. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe("what Node's HTTP parser refuses", () => {
  it('still answers the envelope (a broken request line, headers over the limit)', async () => {
    const app = Fastify({ clientErrorHandler: sendClientError });
    app.get('/', () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const port = (app.server.address() as { port: number }).port;

    const broken = await raw(port, 'NOT A REQUEST\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4)) as { code: number; msg: string };
    expect(body).toEqual({ code: 400, msg: SERVER_MESSAGES['zh-Hant'].bad_request, data: null });

    // HEAD: the headers only (a body would be read as the next answer).
    const headAnswer = await raw(port, 'HEAD /%zz\xff HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(headAnswer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(headAnswer.endsWith('\r\n\r\n')).toBe(true);

    const huge = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain('"code":431');
  });
});
