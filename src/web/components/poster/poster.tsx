/**
 * A drama poster in a fixed 3:4 box: the box has its size before the image arrives (no layout
 * shift), the image loads lazily and decodes off the main thread unless it is the first thing
 * on screen. A broken image leaves the neutral box. Children are overlays (badges, counts).
 */
import { useState, type ReactNode } from 'react';
import styles from './poster.module.css';

/** Intrinsic size hint of the posters (3:4); CSS decides the rendered size. */
export const POSTER_WIDTH = 300;
export const POSTER_HEIGHT = 400;

interface PosterProps {
  src: string;
  /** Empty when the title is written next to the poster anyway. */
  alt: string;
  /** On screen at first paint: load at once instead of lazily. */
  eager?: boolean;
  /** The largest image of the first paint (fetchpriority=high). */
  highPriority?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Poster({ src, alt, eager = false, highPriority = false, className, children }: PosterProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      {src !== '' && !failed && (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={highPriority ? 'high' : 'auto'}
          draggable={false}
          onError={() => setFailed(true)}
        />
      )}
      {children}
    </div>
  );
}
