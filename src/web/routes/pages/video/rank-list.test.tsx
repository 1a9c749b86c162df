// @vitest-environment jsdom
/**
 * The ranking and home side by side (issue 15): a drama's play count on the rank list is the
 * number home's card shows for it, in the same words, in every language and on every ranking
 * of plays. (Here because only the route layer composes two features.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import type { RankType } from '#shared/contract/catalogue.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { DramaCard } from '#web/features/catalogue/components/drama-card.tsx';
import { RankRow } from '#web/features/rank/components/rank-row.tsx';
import { formatCompact } from '#web/lib/format.ts';
import { applyLanguage, i18next } from '#web/lib/i18n.ts';
import { dramaCard } from '#web/testing/fixtures.ts';

afterEach(() => {
  cleanup();
});

/** On a ranking of this week, the week's plays (its score) are far fewer than the drama's total. */
const drama = dramaCard({ drama_id: 7, play_count: 1_234_567, favorite_count: 4_321 });
const ranked = { ...drama, rank: 1, score: 8_765 };

describe('the rank list and home show one play count', () => {
  for (const { id, locale } of LANGUAGES) {
    for (const type of ['hot', 'new'] satisfies RankType[]) {
      it(`${type} ranking, ${locale}: the plays home's card shows, worded as home words them`, async () => {
        await applyLanguage(id);
        const card = render(<DramaCard drama={drama} />).container;
        const row = render(<RankRow drama={ranked} type={type} eager={false} />).container;
        const count = within(row).getByTestId('rank-count').textContent;
        expect(count).toBe(i18next.t('drama.plays', { value: formatCompact(drama.play_count, locale) }));
        // Home's card says exactly this (read out beside the bare count on the poster).
        const said = [...card.querySelectorAll('span')].map((span) => span.textContent);
        expect(said).toContain(count);
      });
    }

    it(`favourites ranking, ${locale}: the drama's favourites, not the period's score`, async () => {
      await applyLanguage(id);
      const row = render(<RankRow drama={ranked} type="favorite" eager={false} />).container;
      expect(within(row).getByTestId('rank-count').textContent).toBe(
        i18next.t('rank.score_favorite', { value: formatCompact(drama.favorite_count, locale) }),
      );
    });
  }
});
