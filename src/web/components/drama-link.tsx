/**
 * A link to the play page of a drama: a real <a href> (long-press, open in a new tab, screen
 * readers announce a link) whose tap goes through the navigation helper.
 */
import type { MouseEvent, ReactNode } from 'react';
import { paths } from '#web/config/paths.ts';
import { useAppNavigation } from '#web/hooks/use-app-navigation.ts';

interface DramaLinkProps {
  dramaId: number;
  /** Episode to start at; without it the play page resumes where the user left off (else 1). */
  episode?: number;
  className?: string;
  testId?: string;
  ariaLabel?: string;
  children: ReactNode;
}

export function playHref(dramaId: number, episode?: number): string {
  const query = new URLSearchParams({ drama_id: String(dramaId) });
  if (episode !== undefined) query.set('ep', String(episode));
  return `${paths.videoPlay.path}?${query.toString()}`;
}

export function DramaLink({ dramaId, episode, className, testId, ariaLabel, children }: DramaLinkProps) {
  const { navigateTo } = useAppNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigateTo(
      paths.videoPlay.path,
      episode === undefined ? { drama_id: dramaId } : { drama_id: dramaId, ep: episode },
    );
  };
  return (
    <a
      href={playHref(dramaId, episode)}
      className={className}
      onClick={onClick}
      data-testid={testId}
      data-drama-id={dramaId}
      aria-label={ariaLabel}
    >
      {children}
    </a>
  );
}
