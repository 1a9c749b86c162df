import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OperatorPrincipal,
  OperatorSessionService,
} from '../modules/operator/operator-session.service.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { languagePlugin } from './language.ts';
import { cookieValue, operatorSessionPlugin } from './operator-session.ts';

const editor: OperatorPrincipal = {
  id: 7,
  email: 'ed@example.com',
  name: 'Ed',
  role: 'editor',
  sessionId: 'session-7',
  csrfToken: 'csrf-of-ed',
};

/** Resolves one cookie value to the editor, anything else to nobody. */
const sessions: Pick<OperatorSessionService, 'resolve'> = {
  resolve: async (token) => (token === 'good-cookie' ? editor : undefined),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(operatorSessionPlugin, { sessions });
  // Routes a later module adds, with no word about the guard: guarded all the same.
  app.get('/console-api/things', async (request) => ({ who: request.operator?.name }));
  app.put('/console-api/things/1', async () => ({ saved: true }));
  app.delete('/console-api/things/1', { config: { console: { roles: ['owner'] } } }, async () => ({}));
  app.post('/console-api/open', { config: { console: { public: true } } }, async () => ({ open: true }));
  app.get('/enjoy-api/elsewhere', async () => ({ untouched: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

function call(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, headers: Record<string, string> = {}) {
  return app.inject({ method, url, headers: { language: '3', ...headers } });
}

describe('the console guard', () => {
  it('guards every /console-api route by default and leaves other paths alone', async () => {
    expect(JSON.parse((await call('GET', '/console-api/things')).body)).toMatchObject({ code: 901 });
    const signedIn = await call('GET', '/console-api/things', { cookie: 'a=1; __Host-op=good-cookie' });
    expect(JSON.parse(signedIn.body)).toEqual({ who: 'Ed' });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(JSON.parse((await call('POST', '/console-api/open')).body)).toEqual({ open: true });
    expect(JSON.parse((await call('GET', '/enjoy-api/elsewhere')).body)).toEqual({ untouched: true });
  });

  it('needs the CSRF token on every write method, then the role', async () => {
    const cookie = '__Host-op=good-cookie';
    expect(JSON.parse((await call('PUT', '/console-api/things/1', { cookie })).body)).toMatchObject({
      code: 902,
    });
    const put = await call('PUT', '/console-api/things/1', { cookie, 'x-csrf-token': 'csrf-of-ed' });
    expect(JSON.parse(put.body)).toEqual({ saved: true });
    expect(JSON.parse((await call('DELETE', '/console-api/things/1', { cookie })).body)).toMatchObject({
      code: 902,
    });
    const del = await call('DELETE', '/console-api/things/1', { cookie, 'x-csrf-token': 'csrf-of-ed' });
    expect(del.statusCode).toBe(403);
    expect(JSON.parse(del.body)).toMatchObject({ code: 903, msg: 'Your role may not do this' });
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; __Host-op=xyz; b=2', '__Host-op')).toBe('xyz');
    expect(cookieValue('__Host-op-other=1', '__Host-op')).toBe('');
    expect(cookieValue(undefined, '__Host-op')).toBe('');
  });
});
