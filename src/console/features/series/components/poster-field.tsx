/**
 * The series' poster: the stored one (or an empty frame), a button to pick a JPEG, PNG or WebP
 * of up to 10 MB, which opens the crop dialog. A series not yet saved has no poster to set.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { POSTER_UPLOAD_MAX_BYTES } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { notifyError, notifySuccess } from '#console/lib/notify.ts';
import { useUploadPoster } from '../api/upload-poster.ts';
import { PosterCropDialog, type PickedImage } from './poster-crop-dialog.tsx';
import { PosterThumb } from './poster-thumb.tsx';

const ACCEPT = 'image/jpeg,image/png,image/webp';

export function PosterField({ seriesId, poster }: { seriesId: number | undefined; poster: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<PickedImage>();
  const choose = (next: PickedImage | undefined) => {
    if (image) URL.revokeObjectURL(image.url);
    setImage(next);
  };
  const upload = useUploadPoster(seriesId ?? 0);

  const pick = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    if (!ACCEPT.split(',').includes(picked.type)) return notifyError(t('series.poster_type'));
    if (picked.size > POSTER_UPLOAD_MAX_BYTES)
      return notifyError(t('series.poster_too_big', { mb: POSTER_UPLOAD_MAX_BYTES / 1024 / 1024 }));
    upload.reset();
    choose({ file: picked, url: URL.createObjectURL(picked) });
  };

  return (
    <Flex gap={16} align="flex-start">
      <PosterThumb src={poster} width={108} />
      <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('series.poster_help')}
        </Typography.Text>
        {seriesId === undefined ? (
          <Typography.Text type="warning">{t('series.poster_after_save')}</Typography.Text>
        ) : (
          <Button
            icon={<UploadOutlined />}
            onClick={() => input.current?.click()}
            style={{ alignSelf: 'flex-start' }}
          >
            {poster ? t('series.poster_replace') : t('series.poster_choose')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          style={{ display: 'none' }}
          data-testid="poster-input"
          onChange={(event) => pick(event.target.files?.[0])}
        />
      </Flex>
      <PosterCropDialog
        image={image}
        saving={upload.isPending}
        error={upload.error?.message}
        onCancel={() => choose(undefined)}
        onSave={(chosen) =>
          upload.mutate(chosen, {
            onSuccess: () => {
              choose(undefined);
              notifySuccess(t('series.poster_saved'));
            },
          })
        }
      />
    </Flex>
  );
}
