/**
 * The pictures a viewer sent with a feedback (decision 0064), under their text: thumbnails of
 * one height, each as wide as its own shape (known from the answer, so nothing moves when they
 * load); a click views one full size, with arrows to the others.
 */
import { Flex, Image } from 'antd';
import type { FeedbackImage } from '#shared/contract/feedback.ts';
import { useT } from '#console/lib/i18n.ts';

export const THUMB_HEIGHT = 96;
/** A panorama or a very tall screenshot is cropped to these widths rather than drawn as a line. */
const THUMB_MIN_WIDTH = 48;
const THUMB_MAX_WIDTH = 320;

/** The thumbnail's width at THUMB_HEIGHT for a picture of this size. */
export function thumbWidth({ width, height }: Pick<FeedbackImage, 'width' | 'height'>): number {
  const natural = Math.round((THUMB_HEIGHT * width) / height);
  return Math.min(THUMB_MAX_WIDTH, Math.max(THUMB_MIN_WIDTH, natural));
}

export function FeedbackPictures({ images }: { images: FeedbackImage[] }) {
  const t = useT();
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={8} data-testid="feedback-pictures">
        {images.map((image, index) => (
          <Image
            key={image.id}
            src={image.url}
            alt={t('feedback.picture_alt', { index: index + 1, total: images.length })}
            width={thumbWidth(image)}
            height={THUMB_HEIGHT}
            styles={{
              image: { objectFit: 'cover', borderRadius: 6 },
              root: { borderRadius: 6, background: '#f5f5f5' },
            }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
