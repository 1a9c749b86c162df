/**
 * The series' poster: the stored one (or an empty frame), a button to pick a JPEG, PNG or WebP
 * of up to 10 MB, which opens the crop dialog. A series not yet saved has no poster to set.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { ImageCropDialog, ImageInput, usePickedImage } from '#console/components/image-crop-dialog.tsx';
import { POSTER_ASPECT } from '#console/lib/crop.ts';
import { useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useUploadPoster } from '../api/upload-poster.ts';
import { PosterThumb } from './poster-thumb.tsx';

export function PosterField({ seriesId, poster }: { seriesId: number | undefined; poster: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const { image, choose } = usePickedImage();
  const upload = useUploadPoster(seriesId ?? 0);

  return (
    // The help and the button go under the poster when the card is too narrow for both, and a
    // long label ("เปลี่ยนโปสเตอร์") wraps inside the button instead of leaving the card.
    <Flex gap={16} align="flex-start" wrap>
      <PosterThumb src={poster} width={108} />
      <Flex vertical gap={8} style={{ minWidth: 120, flex: '1 1 120px' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('series.poster_help')}
        </Typography.Text>
        {seriesId === undefined ? (
          <Typography.Text type="warning">{t('series.poster_after_save')}</Typography.Text>
        ) : (
          <Button
            icon={<UploadOutlined />}
            onClick={() => input.current?.click()}
            style={{
              alignSelf: 'flex-start',
              maxWidth: '100%',
              height: 'auto',
              minHeight: 32,
              whiteSpace: 'normal',
              textAlign: 'start',
            }}
            data-testid="poster-button"
          >
            {poster ? t('series.poster_replace') : t('series.poster_choose')}
          </Button>
        )}
        <ImageInput
          inputRef={input}
          testId="poster-input"
          onPick={(picked) => {
            upload.reset();
            choose(picked);
          }}
        />
      </Flex>
      <ImageCropDialog
        image={image}
        aspect={POSTER_ASPECT}
        title={t('series.poster_crop_title')}
        help={t('series.poster_crop_help')}
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
