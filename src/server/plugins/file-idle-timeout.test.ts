import net, { type AddressInfo, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX } from '#shared/constants.ts';
import { fileIdleTimeoutPlugin } from './file-idle-timeout.ts';

describe('file idle timeout', () => {
  const app = Fastify();
  afterEach(async () => {
    await app.close();
  });

  it('arms the socket timeout on file routes only, and cuts off a reader that stalls', async () => {
    await app.register(fileIdleTimeoutPlugin, { ms: 200 });
    const seen: { api?: number; file?: number; fileSocket?: Socket } = {};
    app.get('/media/file', async (request, reply) => {
      seen.file = request.raw.socket.timeout;
      seen.fileSocket = request.raw.socket;
      // Far more than the socket buffers hold, for a reader that never reads.
      return reply.type('application/octet-stream').send(Buffer.alloc(64 * 1024 * 1024));
    });
    app.get(`${API_PREFIX}/ping`, async (request) => {
      seen.api = request.raw.socket.timeout;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    await fetch(`http://127.0.0.1:${port}${API_PREFIX}/ping`, { headers: { connection: 'close' } });
    expect(seen.api ?? 0).toBe(0);

    const client = net.connect(port, '127.0.0.1', () => {
      client.write('GET /media/file HTTP/1.1\r\nhost: x\r\n\r\n');
      client.pause(); // never reads: the server's writes stall
    });
    await expect.poll(() => seen.fileSocket?.destroyed, { timeout: 5000 }).toBe(true);
    expect(seen.file).toBe(200);
    client.destroy();
  });
});
