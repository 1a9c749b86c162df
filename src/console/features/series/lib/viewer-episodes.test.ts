import { describe, expect, it } from 'vitest';
import type { ConsoleEpisode } from '#shared/contract/console-catalogue.ts';
import { nextRelease, viewerEpisodes } from './viewer-episodes.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');

function episode(number: number, fields: Partial<ConsoleEpisode> = {}): ConsoleEpisode {
  return {
    id: number * 10,
    number,
    duration_ms: 60_000,
    price_override: null,
    release_at: null,
    playable: true,
    media: { status: 'ready', progress: 100, error: null },
    subtitles: [],
    ...fields,
  };
}

describe('viewerEpisodes', () => {
  it('shows the ready prefix, free up to the free count, locked at the episode price or the default', () => {
    const shown = viewerEpisodes(
      [
        episode(3, { price_override: 50 }),
        episode(1),
        episode(2),
        episode(4, { price_override: 0 }),
        episode(5, { playable: false, media: { status: 'transcoding', progress: 40, error: null } }),
        episode(6),
      ],
      { freeEpisodes: 2, episodePrice: 30 },
      NOW,
    );
    expect(shown).toEqual([
      { number: 1, locked: false, price: 30 },
      { number: 2, locked: false, price: 30 },
      { number: 3, locked: true, price: 50 },
      // Priced 0 before decision 0057: locked at 0 coins, as the server has it.
      { number: 4, locked: true, price: 0 },
    ]);
  });

  it('hides episodes released later, and says when the next one comes', () => {
    const episodes = [
      episode(1, { release_at: '2026-11-30T12:00:00Z' }),
      episode(2, { release_at: '2026-12-03T12:00:00Z' }),
      episode(3, { release_at: '2026-12-02T12:00:00Z' }),
    ];
    expect(viewerEpisodes(episodes, { freeEpisodes: 0, episodePrice: 10 }, NOW).map((e) => e.number)).toEqual(
      [1],
    );
    expect(nextRelease(episodes, NOW)).toBe('2026-12-02T12:00:00Z');
    expect(nextRelease([episode(1)], NOW)).toBeNull();
  });
});
