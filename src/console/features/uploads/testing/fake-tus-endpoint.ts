/**
 * A tus server in the test process (Mock Service Worker handlers): POST creates an upload,
 * HEAD tells its offset, PATCH appends from the right offset, DELETE removes it; GET /auth/me
 * gives the CSRF token; GET /series/:id the series with the episode numbers `episodes` set
 * (none by default), held back by `holdSeries` until released. Every tus request is recorded;
 * `refuseNext` answers the next POST with a refusal as the real server words it; `hold` keeps
 * PATCHes waiting until released.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CONSOLE_API_PREFIX } from '#shared/contract/console-auth.ts';
import { UPLOADS_PATH } from '#shared/contract/console-uploads.ts';
import { detailOf, episodeOf } from '#console/testing/series-fixtures.ts';

export interface TusCall {
  method: string;
  id: string | undefined;
  headers: Headers;
  metadata: Record<string, string>;
}

export interface FakeUpload {
  size: number;
  offset: number;
  metadata: Record<string, string>;
}

export const CSRF = 'csrf-upload-1';

function parseMetadata(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',').filter(Boolean)) {
    const [key = '', value = ''] = pair.trim().split(' ');
    out[key] = new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
  }
  return out;
}

export function setupFakeTus() {
  const uploads = new Map<string, FakeUpload>();
  const calls: TusCall[] = [];
  let refusal: { status: number; code: number; msg: string } | undefined;
  let gate: Promise<void> | undefined;
  let release: () => void = () => undefined;
  let lastId = 0;
  let episodeNumbers: readonly number[] = [];
  let seriesGate: Promise<void> | undefined;
  let releaseSeries: () => void = () => undefined;

  const record = (request: Request, id?: string) =>
    calls.push({
      method: request.method,
      id,
      headers: request.headers,
      metadata: parseMetadata(request.headers.get('upload-metadata')),
    });
  const tusHeaders = { 'tus-resumable': '1.0.0' };

  const server = setupServer(
    http.get(`*${CONSOLE_API_PREFIX}/auth/me`, () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          operator: { id: 1, email: 'ed@example.com', name: 'Edda', role: 'editor' },
          csrf_token: CSRF,
        },
      }),
    ),
    http.get(`*${CONSOLE_API_PREFIX}/series/:id`, async ({ params }) => {
      if (seriesGate) await seriesGate;
      const episodes = episodeNumbers.map((number, i) => episodeOf(100 + i, number));
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: detailOf(Number(params.id), { episodes, episode_count: episodes.length }),
      });
    }),
    http.post(`*${UPLOADS_PATH}`, ({ request }) => {
      record(request);
      if (refusal) {
        const { status, code, msg } = refusal;
        refusal = undefined;
        return HttpResponse.json({ code, msg, data: null }, { status, headers: tusHeaders });
      }
      const id = `u${(lastId += 1)}`;
      uploads.set(id, {
        size: Number(request.headers.get('upload-length')),
        offset: 0,
        metadata: parseMetadata(request.headers.get('upload-metadata')),
      });
      return new HttpResponse(null, {
        status: 201,
        headers: { ...tusHeaders, location: `${UPLOADS_PATH}/${id}` },
      });
    }),
    http.head(`*${UPLOADS_PATH}/:id`, ({ request, params }) => {
      const id = String(params.id);
      record(request, id);
      const upload = uploads.get(id);
      if (!upload) return new HttpResponse(null, { status: 404, headers: tusHeaders });
      return new HttpResponse(null, {
        status: 200,
        headers: {
          ...tusHeaders,
          'upload-offset': String(upload.offset),
          'upload-length': String(upload.size),
        },
      });
    }),
    http.patch(`*${UPLOADS_PATH}/:id`, async ({ request, params }) => {
      const id = String(params.id);
      record(request, id);
      const upload = uploads.get(id);
      if (!upload) return new HttpResponse(null, { status: 404, headers: tusHeaders });
      if (Number(request.headers.get('upload-offset')) !== upload.offset) {
        return new HttpResponse(null, { status: 409, headers: tusHeaders });
      }
      const bytes = (await request.arrayBuffer()).byteLength;
      if (gate) await gate;
      upload.offset += bytes;
      return new HttpResponse(null, {
        status: 204,
        headers: { ...tusHeaders, 'upload-offset': String(upload.offset) },
      });
    }),
    http.delete(`*${UPLOADS_PATH}/:id`, ({ request, params }) => {
      const id = String(params.id);
      record(request, id);
      uploads.delete(id);
      return new HttpResponse(null, { status: 204, headers: tusHeaders });
    }),
  );

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    calls.length = 0;
    uploads.clear();
    refusal = undefined;
    release();
    gate = undefined;
    episodeNumbers = [];
    releaseSeries();
    seriesGate = undefined;
  });
  afterAll(() => server.close());

  return {
    uploads,
    calls: (method?: string) => calls.filter((c) => method === undefined || c.method === method),
    /** An upload the server already has part of (as after a reload). */
    seed(id: string, upload: FakeUpload) {
      uploads.set(id, upload);
    },
    refuseNext(status: number, code: number, msg: string) {
      refusal = { status, code, msg };
    },
    /** The numbers of the series' episodes, as GET /series/:id answers them. */
    episodes(numbers: readonly number[]) {
      episodeNumbers = numbers;
    },
    /** GET /series/:id waits until the returned function is called. */
    holdSeries(): () => void {
      seriesGate = new Promise<void>((resolve) => {
        releaseSeries = resolve;
      });
      return () => {
        releaseSeries();
        seriesGate = undefined;
      };
    },
    /** PATCHes wait (their bytes not yet counted) until the returned function is called. */
    hold(): () => void {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        gate = undefined;
      };
    },
  };
}
