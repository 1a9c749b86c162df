/**
 * Request ids (decision 0034): every answer carries `x-request-id` (a sane incoming one kept),
 * and every log line written for the request carries the same id as `reqId`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './env.ts';
import { openTestDatabase } from './testing/test-database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'request-id-'));
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATA_IN_MEMORY: '1',
    API_SIGN_KEY: 'test-sign-key',
    MEDIA_SECRET: 'test-media-secret',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    SAMPLE_CATALOGUE: '0',
    WORKERS_IN_PROCESS: '0',
  });
  app = await buildApp({
    config,
    database: await openTestDatabase(),
    webRoot: '/nonexistent-web-root',
    consoleRoot: '/nonexistent-console-root',
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function linesOf(id: string): Record<string, unknown>[] {
  return lines.filter((line) => line.reqId === id);
}

describe('x-request-id', () => {
  it('is generated for a request that brings none, and names its log line', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesOf(id)).toEqual([expect.objectContaining({ msg: 'request', url: '/healthz', status: 200 })]);
  });

  it('keeps a sane incoming id and replaces one that is not', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-42.a' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-42.a');
    const replaced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'no spaces allowed' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });

  it('is on refusals too: an unsigned API call, an unknown API path, a bad URL', async () => {
    const [unsigned, unknown, badUrl] = await Promise.all([
      app.inject({ method: 'POST', url: '/enjoy-api/user/index', payload: {} }),
      app.inject({ method: 'POST', url: '/enjoy-api/no/such/route', payload: {} }),
      // Refused before routing (frameworkErrors): no request line is logged for it.
      app.inject({ method: 'GET', url: '/enjoy-api/video/detail/%zz' }),
    ]);
    for (const res of [unsigned, unknown, badUrl]) {
      expect(res?.statusCode).toBeGreaterThanOrEqual(400);
      expect(res?.headers['x-request-id']).toMatch(UUID);
    }
    for (const res of [unsigned, unknown]) {
      expect(linesOf(String(res?.headers['x-request-id']))).toEqual([
        expect.objectContaining({ msg: 'request', status: res?.statusCode }),
      ]);
    }
  });
});
