import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#shared/contract/upload.ts';
import {
  AVATAR_ACCEPT,
  checkAvatar,
  checkAvatarFile,
  checkAvatarSize,
  CROP_OUTPUT_MAX,
  formatOfBytes,
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

/** The first bytes of each format, as the server's decoder reads them. */
const HEADS = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50],
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
} as const;

/** A file of that declared type whose bytes begin as `head` says (by default, as the type says). */
function file(type: string, bytes = 1000, head?: keyof typeof HEADS): File {
  const data = new Uint8Array(bytes);
  const kind = head ?? (type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpeg');
  data.set(HEADS[kind].slice(0, bytes));
  return new File([data], 'photo', { type });
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

  it('refuses image types the server does not take (GIF, HEIC, SVG), before any upload', () => {
    for (const type of ['image/gif', 'image/heic', 'image/svg+xml', 'image/bmp'])
      expect(checkAvatarFile(file(type)), type).toBe('format');
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkAvatarFile(file(type)), type).toBeNull();
  });

  it('offers the picker only what the server takes', () => {
    expect(AVATAR_ACCEPT.split(',').sort()).toEqual(
      ['.jpeg', '.jpg', '.png', '.webp', 'image/jpeg', 'image/png', 'image/webp'].sort(),
    );
  });

  it('lets an undeclared type through to the decoder', () => {
    expect(checkAvatarFile(file(''))).toBeNull();
  });

  it('refuses more than 10 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('too_large');
  });
});

describe('formatOfBytes', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(formatOfBytes(Uint8Array.from(HEADS.jpeg))).toBe('jpeg');
    expect(formatOfBytes(Uint8Array.from(HEADS.png))).toBe('png');
    expect(formatOfBytes(Uint8Array.from(HEADS.webp))).toBe('webp');
    expect(formatOfBytes(Uint8Array.from(HEADS.gif))).toBeNull();
    expect(formatOfBytes(new Uint8Array(0))).toBeNull();
  });
});

describe('readImageSize and checkAvatar', () => {
  it('refuses a GIF renamed .jpg by its bytes, before decoding it', async () => {
    const { create } = stubBitmap({ width: 400, height: 400 });
    expect(await checkAvatar(file('image/jpeg', 1000, 'gif'))).toEqual({ problem: 'format' });
    expect(await checkAvatar(file('', 1000, 'gif'))).toEqual({ problem: 'format' });
    expect(create).not.toHaveBeenCalled();
  });

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
    expect(await checkAvatar(file('image/webp'))).toEqual({ size: { width: 300, height: 200 } });
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
