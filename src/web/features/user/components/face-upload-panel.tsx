/**
 * Avatar upload (SPEC 2 and 5): choose an image from the album, see it, re-select or confirm.
 * A photo that is not square opens a square cropper (react-easy-crop: pinch or wheel to zoom,
 * drag to move; a zoom slider too), and confirming uploads the square cut from it; a square
 * photo is shown as it is. A too small, too large or unreadable image is refused before any
 * upload; the server checks the bytes again (square, at least 100 by 100), re-encodes them,
 * and the new address becomes the avatar.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd-mobile';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_MB, UPLOAD_MIN_SIDE, UPLOAD_SUFFIXES } from '#shared/contract/upload.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/stores/session.ts';
import { updateProfile } from '../api/update-profile.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import {
  checkAvatar,
  AVATAR_ACCEPT,
  cropSquare,
  isSquare,
  maxCropZoom,
  squareIn,
  type AvatarProblem,
  type CropArea,
  type ImageSize,
} from '../utils/avatar-image.ts';
import srOnly from '#web/components/sr-only.module.css';
import styles from './face-upload-panel.module.css';

interface Picked {
  file: File;
  url: string;
  size: ImageSize;
}

const START = { crop: { x: 0, y: 0 }, zoom: 1 };

export function FaceUploadPanel() {
  const { t } = useTranslation();
  const { back } = useAppNavigation();
  const current = useSession((s) => s.avatar);
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [crop, setCrop] = useState(START.crop);
  const [zoom, setZoom] = useState(START.zoom);
  const [area, setArea] = useState<CropArea | null>(null);
  const cropping = picked !== null && !isSquare(picked.size);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const problemMessage = (problem: AvatarProblem): string => {
    switch (problem) {
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
      const checked = await checkAvatar(file);
      if ('problem' in checked) {
        // Said once, under the picture (role=alert), not again in a toast over it.
        setError(problemMessage(checked.problem));
        setPicked(null);
        return;
      }
      setError(null);
      setCrop(START.crop);
      setZoom(START.zoom);
      setArea(null);
      setPicked({ file, url: URL.createObjectURL(file), size: checked.size });
    } finally {
      setChecking(false);
    }
  };

  const confirm = async (): Promise<void> => {
    if (!picked || uploading || (cropping && !area)) return;
    setUploading(true);
    try {
      let upload: Blob = picked.file;
      let name = picked.file.name || 'avatar';
      if (cropping && area) {
        upload = await cropSquare(picked.file, squareIn(area, picked.size));
        name = upload.type === 'image/webp' ? 'avatar.webp' : 'avatar.png';
      }
      const uploaded = await uploadAvatar(upload, name, { silent: true });
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
        {cropping ? (
          <div className={styles.cropper} data-testid="face-upload-cropper">
            <Cropper
              image={picked.url}
              crop={crop}
              zoom={zoom}
              maxZoom={maxCropZoom(picked.size)}
              aspect={1}
              showGrid
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: t('face_upload.preview_alt') }}
              cropperProps={{ 'aria-label': t('face_upload.crop_label') }}
            />
          </div>
        ) : preview ? (
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
        {error ??
          (cropping
            ? t('face_upload.crop_hint')
            : t('face_upload.hint', { min: UPLOAD_MIN_SIDE, size: UPLOAD_MAX_MB }))}
      </p>
      {cropping && (
        <input
          className={styles.zoom}
          type="range"
          min={1}
          max={maxCropZoom(picked.size)}
          step={0.01}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          aria-label={t('face_upload.zoom')}
          data-testid="face-upload-zoom"
        />
      )}

      <input
        ref={input}
        className={srOnly.srOnly}
        type="file"
        accept={AVATAR_ACCEPT}
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
          disabled={!picked || (cropping && !area)}
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
