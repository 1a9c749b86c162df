import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#shared/contract/upload.ts';
import { checkAvatar, checkAvatarFile, checkAvatarSize, readImageSize } from './avatar-image.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** createImageBitmap as the browser answers it for an image of this size (or a decode failure). */
function stubBitmap(size: { width: number; height: number } | 'fails') {
  const close = vi.fn();
  const create = vi.fn(() =>
    size === 'fails'
      ? Promise.reject(new DOMException('bad', 'InvalidStateError'))
      : Promise.resolve({ ...size, close }),
  );
  vi.stubGlobal('createImageBitmap', create);
  return { create, close };
}

function file(type: string, bytes = 1000): File {
  return new File([new Uint8Array(bytes)], 'photo', { type });
}

describe('checkAvatarSize', () => {
  it('accepts a square of at least 100 by 100', () => {
    expect(checkAvatarSize({ width: 100, height: 100 })).toBeNull();
    expect(checkAvatarSize({ width: 4032, height: 4032 })).toBeNull();
  });

  it('refuses width and height that differ, by a single pixel too', () => {
    expect(checkAvatarSize({ width: 300, height: 200 })).toBe('not_square');
    expect(checkAvatarSize({ width: 200, height: 201 })).toBe('not_square');
  });

  it('refuses a square under 100 by 100', () => {
    expect(checkAvatarSize({ width: 99, height: 99 })).toBe('too_small');
  });
});

describe('checkAvatarFile', () => {
  it('refuses a file that is declared as something other than an image', () => {
    expect(checkAvatarFile(file('application/pdf'))).toBe('format');
    expect(checkAvatarFile(file('video/mp4'))).toBe('format');
  });

  it('lets an undeclared type through to the decoder', () => {
    expect(checkAvatarFile(file(''))).toBeNull();
  });

  it('refuses more than 10 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('too_large');
  });
});

describe('readImageSize and checkAvatar', () => {
  it('reads the size as displayed (orientation applied) and frees the bitmap', async () => {
    const { create, close } = stubBitmap({ width: 640, height: 640 });
    expect(await readImageSize(file('image/jpeg'))).toEqual({ width: 640, height: 640 });
    expect(create).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(close).toHaveBeenCalledOnce();
  });

  it('refuses a non-square image before any upload', async () => {
    stubBitmap({ width: 1080, height: 1920 });
    expect(await checkAvatar(file('image/png'))).toBe('not_square');
  });

  it('accepts a square image', async () => {
    stubBitmap({ width: 512, height: 512 });
    expect(await checkAvatar(file('image/png'))).toBeNull();
  });

  it('falls back to an <img> when createImageBitmap cannot decode', async () => {
    stubBitmap('fails');
    class FakeImage {
      naturalWidth = 300;
      naturalHeight = 200;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('Image', FakeImage);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    expect(await checkAvatar(file('image/heic'))).toBe('not_square');
    expect(revoke).toHaveBeenCalledWith('blob:fake');
  });

  it('calls a file nothing can decode a format problem', async () => {
    stubBitmap('fails');
    class BrokenImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('Image', BrokenImage);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    expect(await checkAvatar(file('image/png'))).toBe('format');
  });
});
