/**
 * One drama as a list row: its poster, its title, lines below and a control at the end. The
 * row's text is a link to the play page (at `episode` when given); `onOpen` runs on that tap
 * too. Used by the following list and the notices (issue 19).
 */
import type { ReactNode } from 'react';
import { DramaLink } from './drama-link.tsx';
import { Poster } from './poster/poster.tsx';
import styles from './drama-row.module.css';

interface DramaRowProps {
  dramaId: number;
  episode?: number;
  poster: string;
  title: string;
  children: ReactNode;
  /** A control at the end of the row (outside the link). */
  end?: ReactNode;
  onOpen?: () => void;
  /** Marked as news (a dot and a tint). */
  unread?: boolean;
  testId: string;
}

export function DramaRow({
  dramaId,
  episode,
  poster,
  title,
  children,
  end,
  onOpen,
  unread,
  testId,
}: DramaRowProps) {
  return (
    <li
      className={styles.row}
      data-testid={testId}
      data-drama-id={dramaId}
      data-unread={unread === undefined ? undefined : unread}
      onClick={onOpen}
    >
      <DramaLink dramaId={dramaId} {...(episode === undefined ? {} : { episode })} className={styles.link}>
        <Poster src={poster} alt="" className={styles.poster} />
        <span className={styles.text}>
          <span className={styles.title}>
            {unread && <span className={styles.dot} aria-hidden="true" />}
            <span className={styles.titleText}>{title}</span>
          </span>
          {children}
        </span>
      </DramaLink>
      {end && <span className={styles.end}>{end}</span>}
    </li>
  );
}

/** A line below the title. */
export function DramaRowLine({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <span className={muted ? styles.muted : styles.line}>{children}</span>;
}

export const dramaRowListClass = styles.list;
