/**
 * The pictures a viewer sent with a feedback (decision 0064), under their text: thumbnails of
 * one height, each as wide as its own shape (known from the answer, so nothing moves when they
 * load); a click views one full size, with arrows to the others. An address is signed for an
 * hour: one that fails to load after its expiry (the inbox left open) has the inbox asked again,
 * which signs them anew.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Image } from 'antd';
import { feedbackImageUrlExpiry, type FeedbackImage } from '#shared/contract/feedback.ts';
import { useT } from '#console/lib/i18n.ts';
import { INBOX_QUERY_KEY } from '../api/get-inbox.ts';

export const THUMB_HEIGHT = 96;
/** A panorama or a very tall screenshot is cropped to these widths rather than drawn as a line. */
const THUMB_MIN_WIDTH = 48;
const THUMB_MAX_WIDTH = 320;

/** The thumbnail's width at THUMB_HEIGHT for a picture of this size. */
export function thumbWidth({ width, height }: Pick<FeedbackImage, 'width' | 'height'>): number {
  const natural = Math.round((THUMB_HEIGHT * width) / height);
  return Math.min(THUMB_MAX_WIDTH, Math.max(THUMB_MIN_WIDTH, natural));
}

/** Whether the expiry a signed address names has passed (false for an address of another shape). */
function hasExpired(url: string): boolean {
  const expiry = feedbackImageUrlExpiry(url);
  return expiry !== undefined && expiry * 1000 < Date.now();
}

export function FeedbackPictures({ images }: { images: FeedbackImage[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  if (images.length === 0) return null;
  // Only an expired address: a picture that is gone would otherwise be asked for without end.
  const failed = (url: string) => {
    if (hasExpired(url)) void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
  };
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
            onError={() => failed(image.url)}
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
