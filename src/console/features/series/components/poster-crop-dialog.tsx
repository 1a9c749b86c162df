/**
 * Cutting the picked picture to the app's 3:4 poster: drag to place, wheel or slider to zoom
 * (react-easy-crop), then the picture and the box in its natural pixels go to the server, which
 * stores the cut as WebP. The server's refusal stays in the dialog.
 */
import { Alert, Flex, Modal, Slider, Typography } from 'antd';
import { useState } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { useT } from '#console/lib/i18n.ts';
import { POSTER_ASPECT, wholeCrop } from '../lib/crop.ts';
import type { PosterUpload } from '../api/upload-poster.ts';

/** The picked file and an object URL of it (made and revoked by the caller). */
export interface PickedImage {
  file: File;
  url: string;
}

interface DialogProps {
  image: PickedImage | undefined;
  saving: boolean;
  error: string | undefined;
  onSave: (upload: PosterUpload) => void;
  onCancel: () => void;
}

export function PosterCropDialog(props: DialogProps) {
  // A new picture starts afresh: centred, not zoomed.
  return <CropDialog key={props.image?.url ?? 'none'} {...props} />;
}

function CropDialog({ image, saving, error, onSave, onCancel }: DialogProps) {
  const t = useT();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [natural, setNatural] = useState<MediaSize>();

  const save = () => {
    if (!image || !area || !natural) return;
    const { file } = image;
    const size = { width: natural.naturalWidth, height: natural.naturalHeight };
    onSave({ file, fileName: file.name, crop: wholeCrop(area, size) });
  };

  return (
    <Modal
      open={image !== undefined}
      title={t('series.poster_crop_title')}
      okText={t('series.poster_save')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={onCancel}
      okButtonProps={{ disabled: !area || !natural, loading: saving }}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('series.poster_crop_help')}</Typography.Paragraph>
      <div style={{ position: 'relative', height: 420, background: '#1f1f1f', borderRadius: 8 }}>
        {image ? (
          <Cropper
            image={image.url}
            crop={crop}
            zoom={zoom}
            aspect={POSTER_ASPECT}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_area, pixels) => setArea(pixels)}
            onMediaLoaded={setNatural}
          />
        ) : null}
      </div>
      <Flex align="center" gap={12} style={{ marginTop: 12 }}>
        <Typography.Text>{t('series.poster_zoom')}</Typography.Text>
        <Slider
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          style={{ flex: 1 }}
          tooltip={{ open: false }}
          aria-label={t('series.poster_zoom')}
        />
      </Flex>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
    </Modal>
  );
}
