/**
 * Avatar uploads (SPEC 5): the bytes must really be an image of an accepted format (judged
 * by decoding them, never by the name or the declared type), square and at least 100 by 100.
 * The stored copy is re-encoded to WebP, at most 512 a side, with every bit of metadata
 * (EXIF, GPS, ICC comments) left behind.
 */
import sharp, { type Metadata } from 'sharp';
import { AVATAR_SIDE, UPLOAD_MIN_SIDE, UPLOAD_SUFFIXES, type UploadData } from '#shared/contract/upload.ts';
import { ApiError } from '../../api-error.ts';
import type { RateLimitRepository } from '../rate-limit/rate-limit.repository.ts';
import type { AvatarStore } from './avatar-store.ts';

/** Decoders we accept (sharp's names); jpg and jpeg are both 'jpeg'. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);
/** A decompression-bomb guard: far above any phone photo (a square avatar at most this a side). */
const MAX_INPUT_SIDE = 8000;
export const MAX_INPUT_PIXELS = MAX_INPUT_SIDE * MAX_INPUT_SIDE;

export function formatError(): ApiError {
  return new ApiError('validation', { list: UPLOAD_SUFFIXES.join(',') }, 'upload_format');
}

/** The header decoded but the pixels did not: a truncated or damaged file of a right format. */
export function unreadableError(): ApiError {
  return new ApiError('validation', {}, 'upload_unreadable');
}

/** The header only (no pixels decoded, so no pixel limit yet: an image over it is told so). */
async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw formatError();
  }
}

/**
 * The rules every viewer's picture meets (avatars, feedback pictures): some bytes, of an accepted
 * format, at most MAX_INPUT_PIXELS; answers its size as the person sees it (a phone photo's
 * EXIF orientation may swap the sides). Decode it with `limitInputPixels: MAX_INPUT_PIXELS`.
 */
export async function checkedPicture(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (bytes.length === 0) throw new ApiError('validation', {}, 'upload_missing');
  const meta = await readMetadata(bytes);
  if (!ACCEPTED_FORMATS.has(meta.format)) throw formatError();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ApiError('validation', { max: MAX_INPUT_SIDE }, 'upload_too_many_pixels');
  }
  return meta.autoOrient;
}

/** Uploads a minute a user (avatars and feedback pictures together). */
export const UPLOADS_PER_USER_MINUTE = 30;
/** Uploads a minute an address lets through from all its users (one carrier address, many people). */
export const UPLOADS_PER_ADDRESS_MINUTE = 120;
const MINUTE_MS = 60_000;

export function tooSmallError(): ApiError {
  return new ApiError('validation', { min: UPLOAD_MIN_SIDE }, 'upload_too_small');
}

export function createUploadService(deps: { avatars: AvatarStore; rateLimits: RateLimitRepository }) {
  return {
    /**
     * Whether `userId` at `ip` may upload now (else 429 with Retry-After), checked before the
     * file is read: per user first, then per address for what the users' own limits let
     * through, so one user's refused flood does not use up the allowance of everybody behind
     * the same carrier address.
     */
    async allow(userId: number, ip: string): Promise<void> {
      const user = await deps.rateLimits.hit(`upload:user:${userId}`, MINUTE_MS);
      if (user.count > UPLOADS_PER_USER_MINUTE)
        throw new ApiError('rateLimited').retryAfter(user.ttlMs / 1000);
      const address = await deps.rateLimits.hit(`upload:ip:${ip}`, MINUTE_MS);
      if (address.count > UPLOADS_PER_ADDRESS_MINUTE) {
        throw new ApiError('rateLimited').retryAfter(address.ttlMs / 1000);
      }
    },

    async saveAvatar(bytes: Buffer): Promise<UploadData> {
      const { width, height } = await checkedPicture(bytes);
      if (width !== height) throw new ApiError('validation', {}, 'upload_not_square');
      if (width < UPLOAD_MIN_SIDE) throw tooSmallError();
      let output: Buffer;
      try {
        output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
          .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', withoutEnlargement: true })
          .webp({ quality: 82, effort: 4 })
          .toBuffer();
      } catch {
        throw unreadableError();
      }
      return deps.avatars.save(output);
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
