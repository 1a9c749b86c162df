/**
 * Avatar upload (SPEC 2 and 5): choose an image from the album, see it, re-select or confirm.
 * A non-square, too small, too large or unreadable image is refused here before any upload;
 * the server checks the bytes again, re-encodes them, and the new address becomes the avatar.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_MB, UPLOAD_MIN_SIDE, UPLOAD_SUFFIXES } from '#shared/contract/upload.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/stores/session.ts';
import { updateProfile } from '../api/update-profile.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import { checkAvatar, type AvatarProblem } from '../utils/avatar-image.ts';
import srOnly from '#web/components/sr-only.module.css';
import styles from './face-upload-panel.module.css';

interface Picked {
  file: File;
  url: string;
}

export function FaceUploadPanel() {
  const { t } = useTranslation();
  const { back } = useAppNavigation();
  const current = useSession((s) => s.avatar);
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [uploading, setUploading] = useState(false);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const problemMessage = (problem: AvatarProblem): string => {
    switch (problem) {
      case 'not_square':
        return t('face_upload.not_square');
      case 'too_small':
        return t('face_upload.too_small', { min: UPLOAD_MIN_SIDE });
      case 'too_large':
        return t('face_upload.too_large', { size: UPLOAD_MAX_MB });
      case 'format':
        return t('face_upload.format', { list: UPLOAD_SUFFIXES.join(',') });
    }
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire again
    if (!file) return;
    setChecking(true);
    try {
      const problem = await checkAvatar(file);
      if (problem) {
        const message = problemMessage(problem);
        // Said once, under the picture (role=alert), not again in a toast over it.
        setError(message);
        setPicked(null);
        return;
      }
      setError(null);
      setPicked({ file, url: URL.createObjectURL(file) });
    } finally {
      setChecking(false);
    }
  };

  const confirm = async (): Promise<void> => {
    if (!picked || uploading) return;
    setUploading(true);
    try {
      const uploaded = await uploadAvatar(picked.file, picked.file.name || 'avatar', { silent: true });
      await updateProfile({ avatar: uploaded.fileUrl }, { silent: true });
      notify(t('face_upload.success'), { kind: 'success' });
      setPicked(null);
      await back();
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.kind === 'session-expired') return;
      const message =
        caught instanceof ApiRequestError && caught.kind === 'business' && caught.msg !== ''
          ? caught.msg
          : t('face_upload.failed');
      setError(message);
    } finally {
      setUploading(false);
    }
  };

  const preview = picked?.url ?? current;

  return (
    <div className={styles.panel}>
      <div className={styles.frame} data-testid="face-upload-preview">
        {preview ? (
          <img
            className={styles.image}
            src={preview}
            alt={t('face_upload.preview_alt')}
            data-testid="face-upload-image"
            data-picked={picked !== null}
          />
        ) : (
          <PictureOutline className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <p
        className={error ? styles.error : styles.hint}
        role={error ? 'alert' : undefined}
        data-testid="face-upload-message"
      >
        {error ?? t('face_upload.hint', { min: UPLOAD_MIN_SIDE, size: UPLOAD_MAX_MB })}
      </p>

      <input
        ref={input}
        className={srOnly.srOnly}
        type="file"
        accept="image/*"
        onChange={(event) => void onChange(event)}
        data-testid="face-upload-input"
        aria-label={t('face_upload.choose')}
      />
      <div className={styles.actions}>
        <Button
          block
          shape="rounded"
          loading={checking}
          disabled={uploading}
          onClick={() => input.current?.click()}
          data-testid="face-upload-choose"
        >
          {picked ? t('face_upload.reselect') : t('face_upload.choose')}
        </Button>
        <Button
          block
          shape="rounded"
          color="primary"
          disabled={!picked}
          loading={uploading}
          onClick={() => void confirm()}
          data-testid="face-upload-confirm"
        >
          {uploading ? t('face_upload.uploading') : t('face_upload.confirm')}
        </Button>
      </div>
    </div>
  );
}
