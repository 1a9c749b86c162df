import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#shared/contract/upload.ts';
import {
  checkAvatar,
  checkAvatarFile,
  checkAvatarSize,
  CROP_OUTPUT_MAX,
  maxCropZoom,
  outputSide,
  readImageSize,
  squareIn,
} from './avatar-image.ts';

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

  it('accepts a photo that is not square (it is cropped) when a 100 by 100 square fits in it', () => {
    expect(checkAvatarSize({ width: 300, height: 200 })).toBeNull();
    expect(checkAvatarSize({ width: 100, height: 1920 })).toBeNull();
  });

  it('refuses a photo with a side under 100', () => {
    expect(checkAvatarSize({ width: 99, height: 99 })).toBe('too_small');
    expect(checkAvatarSize({ width: 1920, height: 99 })).toBe('too_small');
  });
});

describe('the square cut from a crop', () => {
  const photo = { width: 1920, height: 1080 };

  it('is an exact square of whole pixels inside the photo, whatever the cropper rounded', () => {
    expect(squareIn({ x: 420.4, y: 0.2, width: 1080.3, height: 1079.6 }, photo)).toEqual({
      x: 420,
      y: 0,
      side: 1080,
    });
    // A hair outside the photo after rounding: moved back in.
    expect(squareIn({ x: 840.6, y: -0.4, width: 1080, height: 1080 }, photo)).toEqual({
      x: 840,
      y: 0,
      side: 1080,
    });
  });

  it('keeps at least 100 pixels a side, and never more than the photo has', () => {
    expect(squareIn({ x: 10, y: 10, width: 60, height: 60 }, photo).side).toBe(100);
    expect(squareIn({ x: 0, y: 0, width: 1300, height: 1300 }, photo).side).toBe(1080);
  });

  it('zooms in only as far as a 100-pixel square', () => {
    expect(maxCropZoom({ width: 300, height: 150 })).toBe(1.5);
    expect(maxCropZoom({ width: 120, height: 100 })).toBe(1);
    expect(maxCropZoom(photo)).toBe(4);
  });

  it('is written at most 1024 pixels a side', () => {
    expect(outputSide({ x: 0, y: 0, side: 3000 })).toBe(CROP_OUTPUT_MAX);
    expect(outputSide({ x: 0, y: 0, side: 640 })).toBe(640);
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

  it('passes a non-square photo on with its size, to be cropped', async () => {
    stubBitmap({ width: 1080, height: 1920 });
    expect(await checkAvatar(file('image/png'))).toEqual({ size: { width: 1080, height: 1920 } });
  });

  it('accepts a square image', async () => {
    stubBitmap({ width: 512, height: 512 });
    expect(await checkAvatar(file('image/png'))).toEqual({ size: { width: 512, height: 512 } });
  });

  it('refuses a photo too small for a 100 by 100 square before any upload', async () => {
    stubBitmap({ width: 800, height: 60 });
    expect(await checkAvatar(file('image/png'))).toEqual({ problem: 'too_small' });
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
    expect(await checkAvatar(file('image/heic'))).toEqual({ size: { width: 300, height: 200 } });
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
    expect(await checkAvatar(file('image/png'))).toEqual({ problem: 'format' });
  });
});
