/**
 * Pictures with a feedback (decision 0064): antd-mobile's ImageUploader, up to
 * FEEDBACK_IMAGES_MAX, each sent to POST /feedback/image as soon as it is picked. A wrong type or
 * a file over UPLOAD_MAX_MB is refused before sending, with SPEC 5's messages; a failed upload
 * keeps its cell in antd-mobile's failed state, marked 'Upload failed' (the toast says the
 * server's own reason when it gave one, the app's network message when no answer came) and the
 * form is told (onFailedChange), so it does not send without it. The value holds the uploaded
 * pictures in the order shown, each keyed by its id; removing one asks nothing.
 */
import type { CSSProperties } from 'react';
import { ImageUploader, type ImageUploaderProps, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_MB, UPLOAD_SUFFIXES } from '#shared/contract/upload.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { notify, notifyFailure } from '#web/lib/notify.ts';
import { uploadFeedbackImage } from '../api/upload-feedback-image.ts';
import {
  checkFeedbackImage,
  FEEDBACK_IMAGE_ACCEPT,
  FEEDBACK_IMAGES_MAX,
  type FeedbackImageProblem,
} from '../utils/feedback-form.ts';
import styles from './feedback.module.css';

type UploadTask = Parameters<NonNullable<ImageUploaderProps['onUploadQueueChange']>>[0][number];

/** The ids of the uploaded pictures, in the order shown. */
export function feedbackImageIds(items: readonly ImageUploadItem[]): string[] {
  return items.flatMap((item) => (typeof item.key === 'string' ? [item.key] : []));
}

export function FeedbackImagePicker({
  value,
  onChange,
  onBusyChange,
  onFailedChange,
  labelledBy,
}: {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  /** True while a picture is on its way (picked, not yet in the value). */
  onBusyChange: (busy: boolean) => void;
  /** True while a cell shows a failed upload (until it is removed). */
  onFailedChange: (failed: boolean) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();

  const problemMessage = (problem: FeedbackImageProblem): string =>
    problem === 'format'
      ? t('face_upload.format', { list: UPLOAD_SUFFIXES.join(',') })
      : t('face_upload.too_large', { size: UPLOAD_MAX_MB });

  const beforeUpload = (file: File): File | null => {
    const problem = checkFeedbackImage(file);
    if (problem === null) return file;
    notify(problemMessage(problem));
    return null;
  };

  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      const data = await uploadFeedbackImage(file, file.name || 'image', { silent: true });
      return { key: data.fileName, url: data.fileUrl };
    } catch (caught) {
      // An expired session has its own dialog. A refusal (a 429, too many pictures waiting, not
      // a picture) says the server's reason; no answer (offline, unreachable, too slow) the
      // app's own message for it; anything else 'Upload failed'.
      if (!(caught instanceof ApiRequestError)) notify(t('face_upload.failed'), { kind: 'error' });
      else if (caught.kind === 'business' || caught.kind === 'network' || caught.kind === 'timeout')
        notifyFailure(caught);
      else if (caught.kind !== 'session-expired') notify(t('face_upload.failed'), { kind: 'error' });
      throw caught;
    }
  };

  // Pending and finished tasks both count as busy: a finished one joins the value a moment later.
  // A failed one stays in the queue until its cell is removed.
  const onQueue = (tasks: UploadTask[]): void => {
    onBusyChange(tasks.some((task) => task.status !== 'fail'));
    onFailedChange(tasks.some((task) => task.status === 'fail'));
  };

  const failedLabel = { '--failed-label': JSON.stringify(t('face_upload.failed')) } as CSSProperties;

  return (
    <div className={styles.uploader} style={failedLabel} role="group" aria-labelledby={labelledBy}>
      <ImageUploader
        value={value}
        onChange={onChange}
        onUploadQueueChange={onQueue}
        beforeUpload={beforeUpload}
        upload={upload}
        accept={FEEDBACK_IMAGE_ACCEPT}
        multiple
        maxCount={FEEDBACK_IMAGES_MAX}
        onCountExceed={() => notify(t('feedback.images_too_many', { max: FEEDBACK_IMAGES_MAX }))}
        // Three cells and their gaps fit a 320 px phone's field (272 px) on one row.
        style={{ '--cell-size': '76px', '--gap': '10px' }}
        data-testid="feedback-images"
      />
    </div>
  );
}
