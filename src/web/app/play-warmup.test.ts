import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerPlayWarmer, warmPlay } from '#web/lib/play-warmup.ts';
import { installPlayWarmer } from './play-warmup.ts';

const warmed = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve()));
vi.mock('#web/features/player/api/warm-play.ts', () => ({ warmPlay: warmed }));

afterEach(() => {
  registerPlayWarmer(undefined);
  warmed.mockClear();
});

describe('installPlayWarmer', () => {
  it("runs the player's warm-up in the press's own event once its code is here", async () => {
    installPlayWarmer();
    warmPlay('press', 7);
    // The first press waits for the code.
    expect(warmed).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(warmed).toHaveBeenCalledWith('press', 7, undefined));

    // Later ones start at once: the tap's click (and the play page's render) comes next.
    warmPlay('open', 7, 3);
    expect(warmed).toHaveBeenLastCalledWith('open', 7, 3);
    expect(warmed).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed warm-up to itself', async () => {
    installPlayWarmer();
    warmed.mockRejectedValueOnce(new Error('offline'));
    warmPlay('press', 7);
    await vi.waitFor(() => expect(warmed).toHaveBeenCalledTimes(1));
    warmed.mockRejectedValueOnce(new Error('offline'));
    expect(() => warmPlay('press', 8)).not.toThrow();
  });
});
