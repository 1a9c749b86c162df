/**
 * The shipped deploy/nginx/enjoy-drama.conf, run for real: Debian's nginx as the current user
 * in a temp prefix, in front of a fake app that answers /media-auth (204 for a URI holding
 * /good-token/, else 403). Skipped when /usr/sbin/nginx is not installed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NGINX = '/usr/sbin/nginx';
const HAS_NGINX = existsSync(NGINX);
const SKIP_NOTE = HAS_NGINX ? '' : ' [skipped: /usr/sbin/nginx is not installed; apt-get install nginx]';
const SHIPPED = fileURLToPath(new URL('../../../../deploy/nginx/enjoy-drama.conf', import.meta.url));

const KEY = 'abc123def456';
const PLAYLIST =
  '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=1000,RESOLUTION=360x640\n360p/index.m3u8\n';
const SEGMENT = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
const SECRET = 'TOP-SECRET-OUTSIDE-THE-EPISODE';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  port: number,
  rawPath: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function waitForPort(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}:\n${stderr()}`);
}

/** The shipped server config with port, media root and upstream filled in, inside a minimal main config. */
function testConfig(
  shipped: string,
  opts: { port: number; mediaRoot: string; upstream: string; prefix: string },
) {
  const server = shipped
    .replaceAll('__APP_UPSTREAM__', opts.upstream)
    .replaceAll('__MEDIA_ROOT__', opts.mediaRoot)
    .replaceAll('__SERVER_NAME__', 'localhost')
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${opts.port};`)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/access_log \S+ enjoy_drama;/, `access_log ${opts.prefix}/access.log enjoy_drama;`);
  if (server.includes('__')) throw new Error('a placeholder was left unfilled');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${opts.prefix}/tmp/${name};`)
    .join('\n');
  // As root the workers would drop to "nobody", who cannot read a 0700 temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;\nevents { worker_connections 64; }\nhttp {\n${temp}\n${server}\n}\n`;
}

describe('deploy/nginx/enjoy-drama.conf', () => {
  let dir = '';
  let port = 0;
  let nginx: ChildProcess | undefined;
  let app: http.Server | undefined;
  const authSeen: string[] = [];

  beforeAll(async () => {
    if (!HAS_NGINX) return;
    dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-media-'));
    const mediaRoot = path.join(dir, 'media');
    const episode = path.join(mediaRoot, 'e', KEY);
    await mkdir(path.join(episode, '360p'), { recursive: true });
    await mkdir(path.join(mediaRoot, 'posters'), { recursive: true });
    await mkdir(path.join(dir, 'tmp'), { recursive: true });
    await writeFile(path.join(episode, 'index.m3u8'), PLAYLIST);
    await writeFile(path.join(episode, '360p', 'index.m3u8'), '#EXTM3U\n');
    await writeFile(path.join(episode, '360p', 'init.mp4'), SEGMENT.subarray(0, 100));
    await writeFile(path.join(episode, '360p', 'seg_0000.m4s'), SEGMENT);
    await writeFile(path.join(episode, 'poster.webp'), 'RIFF....WEBP');
    await mkdir(path.join(episode, 'subs'));
    await writeFile(path.join(episode, 'subs', 'zh-Hant.vtt'), 'WEBVTT\n\n00:01.000 --> 00:02.000\n你好\n');
    await writeFile(path.join(mediaRoot, 'posters', 'a-drama.webp'), 'RIFF....WEBP');
    // Decoys outside the episode folder, with names the media location would serve.
    for (const where of [dir, mediaRoot, path.join(mediaRoot, 'e')]) {
      for (const name of ['secret.txt', 'secret.m3u8', 'secret.m4s'])
        await writeFile(path.join(where, name), SECRET);
    }

    app = http.createServer((req, res) => {
      if (req.url === '/media-auth') {
        const uri = String(req.headers['x-original-uri'] ?? '');
        authSeen.push(uri);
        res.writeHead(uri.includes('/good-token/') ? 204 : 403).end();
        return;
      }
      if (req.url === '/hello') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('hello from the app');
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('app: not found');
    });
    await new Promise<void>((resolve) => app?.listen(0, '127.0.0.1', resolve));
    const appAddress = app.address();
    const appPort = typeof appAddress === 'object' && appAddress ? appAddress.port : 0;

    port = await getPort({ host: '127.0.0.1' });
    const conf = testConfig(await readFile(SHIPPED, 'utf8'), {
      port,
      mediaRoot,
      upstream: `127.0.0.1:${appPort}`,
      prefix: dir,
    });
    const confFile = path.join(dir, 'nginx.conf');
    await writeFile(confFile, conf);
    let stderr = '';
    nginx = spawn(
      NGINX,
      [
        '-e',
        'stderr',
        '-p',
        dir,
        '-c',
        confFile,
        '-g',
        `daemon off; pid ${dir}/nginx.pid; error_log stderr;`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    nginx.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    await waitForPort(port, nginx, () => stderr);
  }, 20_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    await new Promise((resolve) => (app ? app.close(resolve) : resolve(undefined)));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!HAS_NGINX)(
    `serves the playlist for a good token, after asking the app${SKIP_NOTE}`,
    async () => {
      const res = await request(port, `/media/good-token/e/${KEY}/index.m3u8`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(res.headers['cache-control']).toBe('private, max-age=60');
      expect(res.body.toString()).toBe(PLAYLIST);
      expect(authSeen).toContain(`/media/good-token/e/${KEY}/index.m3u8`);
    },
  );

  it.skipIf(!HAS_NGINX)(
    `answers a Range request on a segment with 206 and the immutable header${SKIP_NOTE}`,
    async () => {
      const res = await request(port, `/media/good-token/e/${KEY}/360p/seg_0000.m4s`, {
        headers: { range: 'bytes=100-199' },
      });
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe('bytes 100-199/1000');
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(SEGMENT.subarray(100, 200))).toBe(true);

      const init = await request(port, `/media/good-token/e/${KEY}/360p/init.mp4`);
      expect(init.status).toBe(200);
      expect(init.headers['content-type']).toBe('video/mp4');
      expect(init.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const poster = await request(port, `/media/good-token/e/${KEY}/poster.webp`);
      expect(poster.status).toBe(200);
      expect(poster.headers['content-type']).toBe('image/webp');

      const subtitles = await request(port, `/media/good-token/e/${KEY}/subs/zh-Hant.vtt`);
      expect(subtitles.status).toBe(200);
      expect(subtitles.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(subtitles.headers['cache-control']).toBe('private, max-age=60');
      expect(subtitles.body.toString()).toContain('你好');
    },
  );

  it.skipIf(!HAS_NGINX)(`refuses a bad token with 403${SKIP_NOTE}`, async () => {
    for (const file of ['index.m3u8', '360p/seg_0000.m4s', 'poster.webp']) {
      const res = await request(port, `/media/bad-token/e/${KEY}/${file}`);
      expect(res.status).toBe(403);
      expect(res.body.includes(SEGMENT.subarray(0, 50))).toBe(false);
    }
  });

  it.skipIf(!HAS_NGINX)(`never escapes the media root, raw or percent-encoded${SKIP_NOTE}`, async () => {
    const attempts = ['secret.txt', 'secret.m3u8', 'secret.m4s'].flatMap((name) => [
      `/media/good-token/e/${KEY}/../${name}`,
      `/media/good-token/e/${KEY}/../../${name}`,
      `/media/good-token/e/${KEY}/../../../${name}`,
      `/media/good-token/e/${KEY}/../../../../${name}`,
      `/media/good-token/e/${KEY}/360p/../../${name}`,
      `/media/good-token/e/../${name}`,
      `/media/good-token/e/${KEY}/%2e%2e/${name}`,
      `/media/good-token/e/${KEY}/%2e%2e/%2e%2e/%2e%2e/${name}`,
      `/media/good-token/e/${KEY}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/${name}`,
      `/media/good-token/e/${KEY}/..%2f${name}`,
      `/media/good-token/e/${KEY}/..%2f..%2f..%2f${name}`,
      `/media/good-token/e/%2e%2e/${name}`,
      `/media/good-token/e/%2e%2e/%2e%2e/%2e%2e/${name}`,
      `/media/good-token/e/${KEY}/%2E%2E%2F%2E%2E%2F%2E%2E%2F${name}`,
      `/media/good-token/e/${KEY}/..%5c..%5c..%5c${name}`,
      `/media/good-token/e/${KEY}/360p%2f..%2f..%2f${name}`,
      `/media/..%2f..%2f${name}`,
      `/media/good-token/e/${KEY}/index.m3u8/../../../../${name}`,
      // Normalises back into a real episode file: refused anyway, never served from elsewhere.
      `/media/good-token/e/other/%2e%2e/${KEY}/index.m3u8`,
    ]);
    for (const attempt of attempts) {
      const res = await request(port, attempt);
      expect(res.body.toString(), attempt).not.toContain(SECRET);
      expect(res.status, attempt).toBeGreaterThanOrEqual(400);
    }
  });

  it.skipIf(!HAS_NGINX)(
    `keeps /media-auth internal, serves posters and proxies the rest${SKIP_NOTE}`,
    async () => {
      const auth = await request(port, '/media-auth', {
        headers: { 'x-original-uri': '/media/good-token/e/x/y' },
      });
      expect(auth.status).toBe(404);

      const poster = await request(port, '/media/posters/a-drama.webp');
      expect(poster.status).toBe(200);
      expect(poster.headers['content-type']).toBe('image/webp');
      expect(poster.headers['cache-control']).toBe('public, max-age=86400');

      const post = await request(port, `/media/good-token/e/${KEY}/index.m3u8`, { method: 'POST' });
      expect(post.status).toBe(403);

      const hello = await request(port, '/hello');
      expect(hello.status).toBe(200);
      expect(hello.body.toString()).toBe('hello from the app');
    },
  );
});
