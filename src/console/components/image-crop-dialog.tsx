/**
 * A picture picked by the operator and cut to the shape the server stores (posters 3:4, home
 * banners 16:9): a hidden file input that takes a JPEG, PNG or WebP of up to 10 MB, then a
 * dialog to drag and zoom it in the frame (react-easy-crop); the picture and the box in its
 * natural pixels go to the server, which stores the cut as WebP. The server's refusal stays in
 * the dialog.
 */
import { Alert, Flex, Modal, Slider, Typography } from 'antd';
import { useState, type Ref } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { POSTER_UPLOAD_MAX_BYTES } from '#shared/contract/console-catalogue.ts';
import { wholeCrop, type Crop } from '#console/lib/crop.ts';
import { useT } from '#console/lib/i18n.ts';
import { notifyError } from '#console/lib/notify.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The picked file and an object URL of it (see usePickedImage). */
export interface PickedImage {
  file: File;
  url: string;
}

/** What goes to the server: the picture and the crop in its natural pixels. */
export interface ImageUpload {
  file: Blob;
  fileName: string;
  crop: Crop;
}

/** The picked picture; choosing another (or none) frees the last one's object URL. */
export function usePickedImage() {
  const [image, setImage] = useState<PickedImage>();
  const choose = (next: PickedImage | undefined) => {
    if (image) URL.revokeObjectURL(image.url);
    setImage(next);
  };
  return { image, choose };
}

/** The hidden file input: a picture of an accepted type and size is handed to `onPick`. */
export function ImageInput({
  inputRef,
  testId,
  onPick,
}: {
  inputRef: Ref<HTMLInputElement>;
  testId: string;
  onPick: (image: PickedImage) => void;
}) {
  const t = useT();
  const pick = (input: HTMLInputElement) => {
    const picked = input.files?.[0];
    input.value = '';
    if (!picked) return;
    if (!ACCEPT.split(',').includes(picked.type)) return notifyError(t('image.type'));
    if (picked.size > POSTER_UPLOAD_MAX_BYTES)
      return notifyError(t('image.too_big', { mb: POSTER_UPLOAD_MAX_BYTES / 1024 / 1024 }));
    onPick({ file: picked, url: URL.createObjectURL(picked) });
  };
  return (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPT}
      style={{ display: 'none' }}
      data-testid={testId}
      onChange={(event) => pick(event.target)}
    />
  );
}

interface DialogProps {
  image: PickedImage | undefined;
  /** Width / height of the stored picture. */
  aspect: number;
  title: string;
  help: string;
  saving: boolean;
  error: string | undefined;
  onSave: (upload: ImageUpload) => void;
  onCancel: () => void;
}

export function ImageCropDialog(props: DialogProps) {
  // A new picture starts afresh: centred, not zoomed.
  return <CropDialog key={props.image?.url ?? 'none'} {...props} />;
}

function CropDialog({ image, aspect, title, help, saving, error, onSave, onCancel }: DialogProps) {
  const t = useT();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [natural, setNatural] = useState<MediaSize>();

  const save = () => {
    if (!image || !area || !natural) return;
    const { file } = image;
    const size = { width: natural.naturalWidth, height: natural.naturalHeight };
    onSave({ file, fileName: file.name, crop: wholeCrop(area, size, aspect) });
  };

  return (
    <Modal
      open={image !== undefined}
      title={title}
      okText={t('image.use_crop')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={onCancel}
      okButtonProps={{ disabled: !area || !natural, loading: saving }}
      destroyOnHidden
      width={aspect > 1 ? 720 : 560}
    >
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      <div style={{ position: 'relative', height: 420, background: '#1f1f1f', borderRadius: 8 }}>
        {image ? (
          <Cropper
            image={image.url}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, pixels) => setArea(pixels)}
            onMediaLoaded={setNatural}
          />
        ) : null}
      </div>
      <Flex align="center" gap={12} style={{ marginTop: 12 }}>
        <Typography.Text>{t('image.zoom')}</Typography.Text>
        <Slider
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          style={{ flex: 1 }}
          tooltip={{ open: false }}
          aria-label={t('image.zoom')}
        />
      </Flex>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
    </Modal>
  );
}

/** The picture and its crop as the console's multipart form (fields first, then the file). */
export function imageForm({ file, fileName, crop }: ImageUpload): FormData {
  const form = new FormData();
  // The fields first: the server reads them before the file's bytes.
  form.set('x', String(crop.x));
  form.set('y', String(crop.y));
  form.set('width', String(crop.width));
  form.set('height', String(crop.height));
  form.set('file', file, fileName);
  return form;
}
