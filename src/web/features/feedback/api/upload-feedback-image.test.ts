/** POST /feedback/image: one picture in the multipart field `file`, with the bearer token. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { installBrowserStubs } from '#web/testing/browser-env.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { uploadFeedbackImage } from './upload-feedback-image.ts';

const network = setupTestNetwork();
const TOKEN = 'T'.repeat(43);

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  installBrowserStubs();
  useSession.getState().setToken(TOKEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFeedbackImage', () => {
  it('posts the picture as the field `file` with the bearer token and answers its id and address', async () => {
    const data = {
      fileName: 'a'.repeat(32),
      fileUrl: `/uploads/feedback/1.sig/${'a'.repeat(32)}.webp`,
      fileMd5: '',
      width: 720,
      height: 1280,
    };
    let form: FormData | undefined;
    network.serve(async (request) => {
      form = await request.raw.formData();
      return jsonResponse({ code: 200, msg: 'success', data });
    });
    const picture = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect(await uploadFeedbackImage(picture, 'shot.png')).toEqual(data);

    const [request] = network.requests;
    expect(request?.url).toBe('/enjoy-api/feedback/image');
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const file = form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('shot.png');
  });
});
