/**
 * The pictures sent with a feedback (decision 0064), under its text: small square thumbnails,
 * loaded as they scroll into view; a tap opens them full screen (antd-mobile's
 * ImageViewer.Multi, with its "2 / 3") at that picture, to swipe through the others; the phone's
 * Back closes it, as it closes the app's sheets (use-close-on-back.ts). The addresses are signed
 * for an hour; the records are asked again every minute, which signs them again.
 */
import { useState } from 'react';
import { Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FeedbackImage } from '#shared/contract/feedback.ts';
import { useCloseOnBack } from '#web/hooks/use-close-on-back.ts';
import styles from './feedback.module.css';

const THUMB_PX = 64;

export function FeedbackThumbnails({ images }: { images: readonly FeedbackImage[] }) {
  const { t } = useTranslation();
  // The viewer keeps its own index while mounted: a new one for each opening.
  const [opened, setOpened] = useState<{ index: number; seq: number } | null>(null);
  const [visible, setVisible] = useState(false);
  useCloseOnBack(visible, () => setVisible(false));

  if (images.length === 0) return null;
  const labelOf = (index: number): string =>
    t('feedback.image_alt', { index: index + 1, total: images.length });
  const open = (index: number): void => {
    setOpened((prev) => ({ index, seq: (prev?.seq ?? 0) + 1 }));
    setVisible(true);
  };

  return (
    <>
      <ul className={styles.thumbs} data-testid="feedback-images">
        {images.map((image, index) => {
          const label = labelOf(index);
          return (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={label}
                onClick={() => open(index)}
                data-testid="feedback-image"
              >
                <Image src={image.url} alt={label} width={THUMB_PX} height={THUMB_PX} fit="cover" lazy />
              </button>
            </li>
          );
        })}
      </ul>
      {opened && (
        <ImageViewer.Multi
          key={opened.seq}
          images={images.map((image) => image.url)}
          defaultIndex={opened.index}
          visible={visible}
          onClose={() => setVisible(false)}
        />
      )}
    </>
  );
}
