import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPlayWarmer, registerPlayWarmer, warmPlay } from '#web/lib/play-warmup.ts';
import { installPlayWarmer } from './play-warmup.ts';

const module = vi.hoisted(() => ({
  warmPlay: vi.fn((..._args: unknown[]) => Promise.resolve()),
  preloadHls: vi.fn(),
}));
vi.mock('#web/features/player/api/warm-play.ts', () => module);

afterEach(() => {
  registerPlayWarmer(undefined);
  vi.clearAllMocks();
});

describe('installPlayWarmer', () => {
  it("runs the player's warm-up in the press's own event once home has preloaded it", async () => {
    installPlayWarmer();
    await preloadPlayWarmer();
    expect(module.preloadHls).toHaveBeenCalledTimes(1);
    // The tap's click (and the play page's render) comes right after the press.
    warmPlay('press', 7);
    expect(module.warmPlay).toHaveBeenLastCalledWith('press', 7, undefined);
    warmPlay('open', 7, 3);
    expect(module.warmPlay).toHaveBeenLastCalledWith('open', 7, 3);
  });

  it('fetches the code on a press before the preload, and keeps a failure to itself', async () => {
    installPlayWarmer();
    module.warmPlay.mockRejectedValueOnce(new Error('offline'));
    warmPlay('press', 7);
    expect(module.warmPlay).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(module.warmPlay).toHaveBeenCalledWith('press', 7, undefined));
    module.warmPlay.mockRejectedValueOnce(new Error('offline'));
    expect(() => warmPlay('press', 8)).not.toThrow();
    expect(module.warmPlay).toHaveBeenCalledTimes(2);
  });

  it('preloads nothing before the app has registered its warm-up', async () => {
    await expect(preloadPlayWarmer()).resolves.toBeUndefined();
    expect(module.preloadHls).not.toHaveBeenCalled();
  });
});
