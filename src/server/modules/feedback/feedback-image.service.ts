/**
 * Pictures with feedback (decision 0064). An upload is judged by decoding it (the avatar's rules:
 * JPEG, PNG or WebP, the pixel-bomb guard, EXIF orientation applied) and at least UPLOAD_MIN_SIDE
 * on its shorter side; the stored copy is WebP, its longer side at most FEEDBACK_IMAGE_SIDE, with
 * no metadata (no EXIF, no GPS). It belongs to its uploader and waits, at most
 * FEEDBACK_IMAGES_PENDING_MAX a user (the oldest let go for a new one), until a submit sends it
 * or the sweep deletes it after FEEDBACK_IMAGE_PENDING_MS. Addresses are signed anew on every answer (feedback-image-signing.ts).
 *
 * Feedback is never deleted today, so a sent picture is never deleted either; if feedback ever
 * is, its rows go with it (ON DELETE CASCADE) and its files must be deleted by whoever does it.
 */
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  FEEDBACK_IMAGE_ID_RE,
  FEEDBACK_IMAGE_PENDING_MS,
  FEEDBACK_IMAGE_SIDE,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_IMAGES_PENDING_MAX,
  type FeedbackImage,
  type FeedbackImageUpload,
} from '#shared/contract/feedback.ts';
import { UPLOAD_MIN_SIDE } from '#shared/contract/upload.ts';
import { ApiError } from '../../api-error.ts';
import type { Repositories, UnitOfWork } from '../../unit-of-work.ts';
import type { MediaStore } from '../media/store/media-store.ts';
import {
  checkedPicture,
  MAX_INPUT_PIXELS,
  tooSmallError,
  unreadableError,
} from '../upload/upload.service.ts';
import type { FeedbackImageRow } from './feedback-image.repository.ts';
import {
  feedbackImageExpiry,
  feedbackImageKey,
  signedFeedbackImagePath,
  verifyFeedbackImage,
  type FeedbackImageCheck,
} from './feedback-image-signing.ts';

/**
 * The sweep leaves a picture this long past FEEDBACK_IMAGE_PENDING_MS, so a submit on a machine
 * whose clock is a little behind never sends a picture whose file the sweep is deleting.
 */
const SWEEP_GRACE_MS = 10 * 60 * 1000;
/** Pictures deleted per batch of a sweep run (it goes on until none is left). */
const SWEEP_BATCH = 200;
/** The stored copy's WebP quality: text on a screenshot stays readable. */
const WEBP_QUALITY = 80;

function gone(): ApiError {
  return new ApiError('validation', {}, 'feedback_image_gone');
}

export function createFeedbackImageService(deps: {
  uow: UnitOfWork;
  store: MediaStore;
  /** The media secret: the key of the addresses' HMAC. */
  secret: string;
  now: () => number;
}) {
  const { uow, store, secret, now } = deps;
  /** Pictures uploaded after this may still be sent. */
  const sendableSince = () => new Date(now() - FEEDBACK_IMAGE_PENDING_MS);

  function url(id: string): string {
    return signedFeedbackImagePath(secret, id, feedbackImageExpiry(Math.floor(now() / 1000)));
  }

  function shown(row: FeedbackImageRow): FeedbackImage {
    return { id: row.id, url: url(row.id), width: row.width, height: row.height };
  }

  /** The WebP copy: turned as seen, at most FEEDBACK_IMAGE_SIDE a side, no metadata. */
  async function reencode(bytes: Buffer) {
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
        .resize(FEEDBACK_IMAGE_SIDE, FEEDBACK_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unreadableError();
    }
  }

  return {
    store,

    /**
     * POST /feedback/image: stores one picture for `userId` (bytes first, then its row). A user
     * holds at most FEEDBACK_IMAGES_PENDING_MAX unsent pictures: the oldest let go to make room
     * (one removed from a form, or left on a page closed, is never named again; one still on a
     * form is refused at its submit as gone, to be added again), never the upload refused.
     */
    async upload(userId: number, bytes: Buffer): Promise<FeedbackImageUpload> {
      const { width, height } = await checkedPicture(bytes);
      if (Math.min(width, height) < UPLOAD_MIN_SIDE) throw tooSmallError();
      const { data, info } = await reencode(bytes);
      const id = randomBytes(16).toString('hex');
      const key = feedbackImageKey(id);
      await store.put(key, data);
      let letGo: string[];
      try {
        letGo = await uow.run(async (tx) => {
          // One upload of the user's at a time: the count and the new row agree.
          await tx.feedback.images.lockOwner(userId);
          const older = (await tx.feedback.images.unsentOf(userId)).slice(FEEDBACK_IMAGES_PENDING_MAX - 1);
          for (const old of older) await tx.feedback.images.deleteUnsent(old);
          await tx.feedback.images.insert({
            id,
            userId,
            width: info.width,
            height: info.height,
            bytes: data.length,
            createdAt: new Date(now()),
          });
          return older;
        });
      } catch (error) {
        // No row, no file; the refusal is what the caller hears, not a failed delete.
        await store.delete(key).catch(() => undefined);
        throw error;
      }
      // Their rows are gone: their files after the commit (one left by a failed delete is only
      // bytes nobody can name).
      for (const old of letGo) await store.delete(feedbackImageKey(old)).catch(() => undefined);
      return {
        fileName: id,
        fileUrl: url(id),
        fileMd5: createHash('md5').update(data).digest('hex'),
        width: info.width,
        height: info.height,
      };
    },

    /**
     * The ids a submit names, checked before anything is written: at most FEEDBACK_IMAGES_MAX,
     * each once, each the caller's, unsent and young enough (else 601 naming the problem).
     */
    async checkSendable(userId: number, ids: readonly string[]): Promise<void> {
      if (ids.length > FEEDBACK_IMAGES_MAX) {
        throw new ApiError('validation', { max: FEEDBACK_IMAGES_MAX }, 'feedback_images_too_many');
      }
      if (new Set(ids).size !== ids.length) throw new ApiError('validation', {}, 'feedback_image_repeated');
      if (ids.some((id) => !FEEDBACK_IMAGE_ID_RE.test(id))) throw gone();
      const usable = await uow.read.feedback.images.usableCount(userId, ids, sendableSince());
      if (usable !== ids.length) throw gone();
    },

    /**
     * In the submit's transaction, after its feedback row: the pictures become the feedback's, in
     * the order named. One taken meanwhile (another submit) throws, undoing the transaction.
     */
    async attach(
      tx: Repositories,
      feedbackId: number,
      userId: number,
      ids: readonly string[],
    ): Promise<void> {
      const taken = await tx.feedback.images.attach(feedbackId, userId, ids, sendableSince());
      if (taken !== ids.length) throw gone();
    },

    /** The pictures of these feedback (one query), signed now, in each one's order. */
    async ofFeedback(feedbackIds: readonly number[]): Promise<Map<number, FeedbackImage[]>> {
      const byFeedback = new Map<number, FeedbackImage[]>();
      for (const row of await uow.read.feedback.images.ofFeedback(feedbackIds)) {
        const list = byFeedback.get(row.feedbackId) ?? [];
        list.push(shown(row));
        byFeedback.set(row.feedbackId, list);
      }
      return byFeedback;
    },

    /** GET /uploads/feedback/<token>/<file>: which picture, while its address is valid. */
    verify(token: string, file: string): FeedbackImageCheck {
      return verifyFeedbackImage(secret, token, file, Math.floor(now() / 1000));
    },

    /** The periodic job: unsent pictures past their time deleted, the file, then the row. */
    async sweep(): Promise<{ deleted: number }> {
      const before = new Date(now() - FEEDBACK_IMAGE_PENDING_MS - SWEEP_GRACE_MS);
      let deleted = 0;
      for (;;) {
        const ids = await uow.read.feedback.images.unsentBefore(before, SWEEP_BATCH);
        for (const id of ids) {
          await store.delete(feedbackImageKey(id));
          if (await uow.read.feedback.images.deleteUnsent(id)) deleted += 1;
        }
        if (ids.length < SWEEP_BATCH) return { deleted };
      }
    },
  };
}
export type FeedbackImageService = ReturnType<typeof createFeedbackImageService>;
