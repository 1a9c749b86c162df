// @vitest-environment jsdom
/**
 * "Set prices" prices a run of episodes in one write: it starts after the free episodes and ends
 * at the last one, says which episodes get the price and which stay free, sends null for the
 * series' default, refuses a reversed run and 0 coins (one message per problem, true to the
 * rule), and offers nothing to apply for a run with no episode.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, episodeOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };

/** Eight episodes, the first two free, 30 coins by default. */
function series(): SeriesDetail {
  return detailOf(9, {
    title: 'Nine',
    free_episodes: 2,
    episode_price: 30,
    episodes: Array.from({ length: 8 }, (_, i) => episodeOf(91 + i, i + 1)),
  });
}

function serve() {
  forgetRecentWrites();
  api.answer({
    'GET /auth/session': () => ok(meOf('editor')),
    'GET /tags': () => ok(TAGS),
    'GET /series/9': () => ok(series()),
    'POST /series/9/episodes/prices': () => ok(series()),
  });
}

async function openDialog() {
  renderConsole('/console/series/9?tab=episodes');
  fireEvent.click(await screen.findByRole('button', { name: /Set prices/ }));
  return screen.findByTestId('prices-summary');
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const apply = () =>
  fireEvent.click(screen.getAllByRole('button', { name: /Set prices/ }).at(-1) as HTMLElement);

describe('Set prices', () => {
  it('prices the episodes after the free ones up to the last, and says so', SLOW, async () => {
    serve();
    const summary = await openDialog();
    expect((field('From episode') as HTMLInputElement).value).toBe('3');
    expect((field('To episode') as HTMLInputElement).value).toBe('8');
    expect(summary.textContent).toBe('Episodes 3–8 will cost 30 coins each.');
    type('Coins per episode', '45');
    await waitFor(() => expect(summary.textContent).toBe('Episodes 3–8 will cost 45 coins each.'));
    apply();
    await waitFor(() => expect(api.calls('POST /series/9/episodes/prices')).toHaveLength(1));
    expect(api.calls('POST /series/9/episodes/prices')[0]?.body).toEqual({
      from_number: 3,
      to_number: 8,
      price_override: 45,
    });
    expect(await screen.findByText('Prices of episodes 3–8 set')).toBeTruthy();
  });

  it('puts a run back on the default, naming the free episodes in it', SLOW, async () => {
    serve();
    await openDialog();
    type('From episode', '1');
    type('To episode', '4');
    fireEvent.click(screen.getByLabelText("The series' default (30 coins)"));
    await waitFor(() =>
      expect(screen.getByTestId('prices-summary').textContent).toBe(
        "Episodes 3–4 will cost the series' default, 30 coins each. Episodes 1–2 stay free: they are among the series' free episodes.",
      ),
    );
    expect(screen.queryByLabelText('Coins per episode')).toBeNull();
    apply();
    await waitFor(() => expect(api.calls('POST /series/9/episodes/prices')).toHaveLength(1));
    expect(api.calls('POST /series/9/episodes/prices')[0]?.body).toEqual({
      from_number: 1,
      to_number: 4,
      price_override: null,
    });
  });

  it('refuses a reversed run and 0 coins, and a run with no episode', SLOW, async () => {
    serve();
    await openDialog();
    type('From episode', '6');
    type('To episode', '4');
    type('Coins per episode', '0');
    apply();
    expect(await screen.findByText('Must be at least the first episode')).toBeTruthy();
    expect(await screen.findByText(/An episode costs at least 1 coin/)).toBeTruthy();
    // Said, not clamped: what was typed stays, and the summary states no price it would refuse.
    type('From episode', '-3');
    type('Coins per episode', '99999999');
    apply();
    expect(await screen.findByText('An episode number: 1 or more.')).toBeTruthy();
    // True to the rule (0 is refused: decision 0057), and one message for one problem.
    expect(await screen.findByText('A whole number of coins from 1 to 10,000.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/An episode costs at least 1 coin/)).toBeNull());
    type('Coins per episode', '-5');
    expect(await screen.findByText(/An episode costs at least 1 coin/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('A whole number of coins from 1 to 10,000.')).toBeNull());
    type('Coins per episode', '2.5');
    expect(await screen.findByText('A whole number of coins from 1 to 10,000.')).toBeTruthy();
    type('Coins per episode', '99999999');
    expect((field('From episode') as HTMLInputElement).value).toBe('-3');
    expect((field('Coins per episode') as HTMLInputElement).value).toBe('99999999');
    type('From episode', '3');
    type('To episode', '4');
    type('Coins per episode', '0');
    await waitFor(() => expect(screen.queryByTestId('prices-summary')).toBeNull());
    type('From episode', '20');
    type('To episode', '30');
    expect((await screen.findByTestId('prices-summary')).textContent).toBe(
      'No episode is numbered 20 to 30.',
    );
    const ok = screen.getAllByRole('button', { name: /Set prices/ }).at(-1) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    expect(api.calls('POST /series/9/episodes/prices')).toHaveLength(0);
  });
});
