import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { episodeRequest } from '#shared/contract/catalogue.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';
import { EPISODE_NUMBER_MAX, getEpisode, prefetchEpisode } from './get-episode.ts';

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return { ...actual, apiRequest: vi.fn() };
});

const notFound = new ApiRequestError({
  code: 404,
  msg: 'Resource does not exist',
  kind: 'business',
  status: 404,
});

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(apiRequest).mockRejectedValue(notFound);
});

describe('getEpisode', () => {
  it('asks the client to keep 701 quiet (the locked sheet), and 404 too when asked', async () => {
    await expect(getEpisode(6, 99)).rejects.toBe(notFound);
    expect(apiRequest).toHaveBeenLastCalledWith(
      'episode',
      { drama_id: 6, number: 99 },
      { quietCodes: [701], signal: undefined },
    );
    await expect(getEpisode(6, 99, undefined, { quietNotFound: true })).rejects.toBe(notFound);
    expect(apiRequest).toHaveBeenLastCalledWith(
      'episode',
      { drama_id: 6, number: 99 },
      { quietCodes: [701, 404], signal: undefined },
    );
  });

  it('turns 701 into the locked outcome', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiRequestError({ code: 701, msg: 'Locked', kind: 'business', status: 200 }),
    );
    await expect(getEpisode(6, 5)).resolves.toEqual({ status: 'locked', number: 5 });
  });
});

describe('prefetchEpisode', () => {
  it('asks for the episode of the address quietly: past the last one it answers 404', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchEpisode(client, 6, 99, 'token-1');
    await vi.waitFor(() =>
      expect(client.getQueryState(['player', 'episode', 6, 99, 'token-1'])?.status).toBe('error'),
    );
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(vi.mocked(apiRequest).mock.calls[0]?.[2]).toMatchObject({ quietCodes: [701, 404] });
  });

  it('does not ask for a number the endpoint refuses', () => {
    const client = new QueryClient();
    for (const number of [0, -3, 2.5, EPISODE_NUMBER_MAX + 1, Number.POSITIVE_INFINITY]) {
      prefetchEpisode(client, 6, number, 'token-1');
    }
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('knows the bound of the contract', () => {
    expect(episodeRequest.safeParse({ drama_id: 6, number: EPISODE_NUMBER_MAX }).success).toBe(true);
    expect(episodeRequest.safeParse({ drama_id: 6, number: EPISODE_NUMBER_MAX + 1 }).success).toBe(false);
  });
});
