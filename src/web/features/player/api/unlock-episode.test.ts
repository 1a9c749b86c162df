import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EpisodeData } from '#shared/contract/catalogue.ts';
import type { EpisodeResult } from './get-episode.ts';
import { refreshLocks } from './unlock-episode.ts';

const DRAMA = 7;
const key = (number: number) => ['player', 'episode', DRAMA, number, 'token'] as const;

describe('refreshLocks', () => {
  it('drops a locked answer, cancels one still in flight and keeps playable ones', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const playable: EpisodeResult = { status: 'playable', episode: { number: 4 } as EpisodeData };
    client.setQueryData<EpisodeResult>(key(4), playable);
    const locked: EpisodeResult = { status: 'locked', number: 5 };
    client.setQueryData<EpisodeResult>(key(5), locked);

    // Episode 6 was asked before the unlock; the server's 'locked' answer is still on its way.
    let answer: (result: EpisodeResult) => void = () => undefined;
    const inFlight = client
      .prefetchQuery({
        queryKey: key(6),
        queryFn: () => new Promise<EpisodeResult>((resolve) => (answer = resolve)),
      })
      .catch(() => undefined);

    await refreshLocks(client, DRAMA);
    answer({ status: 'locked', number: 6 });
    await inFlight;

    expect(client.getQueryData(key(4))).toEqual(playable);
    expect(client.getQueryState(key(4))?.isInvalidated).toBe(true);
    expect(client.getQueryData(key(5))).toBeUndefined();
    expect(client.getQueryData(key(6))).toBeUndefined();
  });
});
