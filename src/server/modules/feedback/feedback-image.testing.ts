/**
 * What the feedback pictures' API tests share: real photos made with sharp (with GPS in their
 * EXIF, or an EXIF orientation), the upload signed at the app's clock, and a picture uploaded
 * and parsed in one call.
 */
import { expect } from 'vitest';
import { feedbackImageUpload, type FeedbackImageUpload } from '#shared/contract/feedback.ts';
import { endpoints } from '#shared/contract/endpoints.ts';
import type { CallResult, TestApp } from '../../testing/build-test-app.ts';
import { gradient, uploadFile, type UploadOptions } from '../upload/upload.testing.ts';

/** The EXIF tag that points at the GPS fields (0x8825), as a little-endian TIFF writes it. */
export const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A photo of the given size (a gradient, so it does not compress to nothing). */
export function photo(
  width: number,
  height: number,
  options: { format?: 'jpeg' | 'png' | 'webp' | 'gif'; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  let image = gradient(width, height);
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(options.format ?? 'jpeg').toBuffer();
}

/** POST /feedback/image with these bytes, signed at the app's clock. */
export function uploadPicture(
  t: TestApp,
  now: () => number,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<CallResult> {
  return uploadFile(t.app, bytes, {
    path: endpoints.feedbackImage.path,
    time: Math.floor(now() / 1000),
    fileName: 'screenshot.jpg',
    contentType: 'image/jpeg',
    ...options,
  });
}

/** A picture of `token`'s, uploaded (expected to succeed). */
export async function picture(
  t: TestApp,
  now: () => number,
  token: string,
  options: UploadOptions & { width?: number; height?: number } = {},
): Promise<FeedbackImageUpload> {
  const bytes = await photo(options.width ?? 240, options.height ?? 160);
  const res = await uploadPicture(t, now, bytes, { token, ...options });
  expect(res.body).toMatchObject({ code: 200 });
  return feedbackImageUpload.parse(res.body.data);
}
