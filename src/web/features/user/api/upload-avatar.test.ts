import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signRequest } from '#shared/signing.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { useNotice } from '#web/stores/notice.ts';
import { useSession } from '#web/stores/session.ts';
import { installBrowserStubs, TEST_SIGN_KEY } from '#web/testing/browser-env.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { uploadAvatar } from './upload-avatar.ts';

interface Sent {
  url: string;
  headers: Headers;
  body: unknown;
}

const network = setupTestNetwork();
let sent: Sent[];
function serve(response: () => Response): void {
  network.serve(async (request) => {
    const { raw } = request;
    sent.push({ url: request.url, headers: raw.headers, body: await raw.formData() });
    return response();
  });
}

const TOKEN = 'T'.repeat(43);

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  installBrowserStubs();
  sent = [];
  useSession.getState().setToken(TOKEN);
  useNotice.setState({ current: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadAvatar', () => {
  it('posts the file as multipart field `file` with the token as bearer, signed over an empty payload', async () => {
    const data = { fileName: 'a.webp', fileUrl: '/uploads/avatars/a.webp', fileMd5: 'm' };
    serve(() => jsonResponse({ code: 200, msg: 'success', data }));
    const result = await uploadAvatar(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'me.png');
    expect(result).toEqual(data);

    const [request] = sent;
    expect(request?.url).toBe('/enjoy-api/api/comm/upload');
    // The client sets no type of its own: fetch sends the form's multipart type with its boundary.
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers.get('token')).toBe(TOKEN);
    const time = Number(request?.headers.get('time'));
    expect(request?.headers.get('sign')).toBe(
      signRequest({ key: TEST_SIGN_KEY, method: 'POST', path: '/api/comm/upload', time, payload: '' }),
    );
    const form = request?.body;
    expect(form).toBeInstanceOf(FormData);
    const file = (form as FormData).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('me.png');
  });

  it('rejects with the server message of a refused image', async () => {
    serve(() =>
      jsonResponse({ code: 601, msg: 'The avatar must be an image with equal width and height', data: null }),
    );
    const error = await uploadAvatar(new Blob([]), 'x.png', { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'business', code: 601 });
    expect(useNotice.getState().current).toBeNull();
  });
});
