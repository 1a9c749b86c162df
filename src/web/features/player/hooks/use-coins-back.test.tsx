// @vitest-environment jsdom
/**
 * The coins-back offer (decision 0041): a final network or media failure is reported once,
 * the offer follows the server's answer, and taking it returns the coins or, refused, goes.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackFailureData } from '#shared/contract/coins-back.ts';
import { ApiRequestError } from '#web/lib/api-error.ts';

const report = vi.fn((_input: unknown) =>
  Promise.resolve<PlaybackFailureData>({ returnable: 1, gold: 6, coin: 4 }),
);
const giveBack = vi.fn((_episodeId: number) => Promise.resolve({}));
const notify = vi.fn((_message: string, _options?: unknown) => undefined);
const notifyFailure = vi.fn((_error: ApiRequestError) => undefined);

vi.mock('../api/report-playback-failure.ts', () => ({ reportPlaybackFailure: (i: unknown) => report(i) }));
vi.mock('../api/return-coins.ts', () => ({ returnCoins: (id: number) => giveBack(id) }));
vi.mock('../api/unlock-episode.ts', () => ({ refreshLocks: () => Promise.resolve() }));
vi.mock('#web/lib/notify.ts', () => ({
  notify: (m: string, o?: unknown) => notify(m, o),
  notifyFailure: (e: ApiRequestError) => notifyFailure(e),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { useCoinsBack } = await import('./use-coins-back.ts');

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

type Failure = 'network' | 'media' | 'unsupported' | null;
const run = (failure: Failure, active = true) =>
  renderHook(
    (props: { failure: Failure }) =>
      useCoinsBack({ active, dramaId: 7, episodeId: 70, failure: props.failure, positionMs: () => 1200 }),
    { wrapper, initialProps: { failure } },
  );

beforeEach(() => {
  report.mockClear();
  giveBack.mockClear();
  notify.mockClear();
});
afterEach(cleanup);

describe('the coins-back offer', () => {
  it('reports a final failure once and offers what the server says', async () => {
    const { result } = run('network');
    await waitFor(() => expect(result.current.offer).toEqual({ episodeId: 70, gold: 6, coin: 4 }));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ dramaId: 7, episodeId: 70, kind: 'network', positionMs: 1200 });

    await act(() => result.current.take());
    expect(giveBack).toHaveBeenCalledWith(70);
    expect(notify).toHaveBeenCalledWith('player.coins_back_done', { kind: 'success' });
    expect(result.current.offer).toBeNull();
  });

  it('reports nothing for the browser’s own failure, or off screen, and offers nothing when told so', async () => {
    run('unsupported');
    run('media', false);
    expect(report).not.toHaveBeenCalled();
    report.mockResolvedValueOnce({ returnable: 0, gold: 0, coin: 0 });
    const { result } = run('media');
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(result.current.offer).toBeNull();
  });

  it('says the server’s refusal and drops the offer', async () => {
    const { result } = run('network');
    await waitFor(() => expect(result.current.offer).not.toBeNull());
    giveBack.mockRejectedValueOnce(
      new ApiRequestError({ code: 711, msg: 'Already returned', kind: 'business', status: 200 }),
    );
    await act(() => result.current.take());
    expect(notifyFailure).toHaveBeenCalledWith(
      expect.objectContaining({ msg: 'Already returned', code: 711 }),
    );
    expect(result.current.offer).toBeNull();
  });

  it('forgets the offer when playback is retried', async () => {
    const { result, rerender } = run('network');
    await waitFor(() => expect(result.current.offer).not.toBeNull());
    rerender({ failure: null });
    expect(result.current.offer).toBeNull();
  });
});
