/**
 * A link to the play page of a drama (an AppLink). Pressing it gives the play page a head
 * start (lib/play-warmup.ts): the drama's detail, then on the tap its episode.
 */
import type { ReactNode } from 'react';
import { paths } from '#web/config/paths.ts';
import { warmPlay } from '#web/lib/play-warmup.ts';
import { AppLink } from './app-link.tsx';

interface DramaLinkProps {
  dramaId: number;
  /** Episode to start at; without it the play page resumes where the user left off (else 1). */
  episode?: number;
  className?: string;
  testId?: string;
  ariaLabel?: string;
  children: ReactNode;
}

export function DramaLink({ dramaId, episode, ...link }: DramaLinkProps) {
  return (
    <AppLink
      {...link}
      path={paths.videoPlay.path}
      query={episode === undefined ? { drama_id: dramaId } : { drama_id: dramaId, ep: episode }}
      data-drama-id={dramaId}
      onPress={() => warmPlay('press', dramaId, episode)}
      onOpen={() => warmPlay('open', dramaId, episode)}
    />
  );
}
