// @vitest-environment jsdom
/**
 * The series' details form: one message per price problem, true to the rule (at least 1 coin,
 * decision 0057; the free episodes are the field beside it, not "in Details" while on Details),
 * said and never rounded; and a save names the version it edits (decision 0063): refused when
 * someone else saved the details since, it says so, keeps what was typed, asks the series again,
 * saves over theirs when asked again, and loads theirs on Reload.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeriesDetail } from '#shared/contract/console-catalogue.ts';
import { forgetRecentWrites } from '#console/lib/api-client.ts';
import { meOf, ok, refuse } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { detailOf, TAGS } from '#console/testing/series-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 30_000 };
const TITLED = { en: { title: 'Old', synopsis: 'What they loaded.' } };
const WHY = "Someone else changed this series' details since you opened them. Reload to see their changes.";

function serve(answers: Parameters<typeof api.answer>[0]) {
  forgetRecentWrites();
  api.answer({ 'GET /auth/session': () => ok(meOf('editor')), 'GET /tags': () => ok(TAGS), ...answers });
}

const errors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')]
    .filter((e) => !e.className.includes('leave'))
    .map((e) => e.textContent);

describe('the details form', SLOW, () => {
  it('says one thing per price problem, true to the rule, and rounds nothing', async () => {
    serve({ 'GET /series/3': () => ok(detailOf(3, { texts: TITLED })) });
    renderConsole('/console/series/3');
    const price = await screen.findByLabelText<HTMLInputElement>('Default episode price');
    const save = () => fireEvent.click(screen.getByText('Save'));
    const said = async (value: string, message: string) => {
      fireEvent.change(price, { target: { value } });
      fireEvent.blur(price);
      save();
      await waitFor(() => expect(errors()).toEqual([message]));
      expect(price.value).toBe(value);
    };
    const least =
      'An episode costs at least 1 coin. To make episodes free, set “Free episodes” beside this field: the first N episodes are free.';
    await said('-5', least);
    await said('0', least);
    await said('99999', 'A whole number of coins from 1 to 10,000.');
    await said('2.5', 'A whole number of coins from 1 to 10,000.');
    expect(api.calls('POST /series/3')).toHaveLength(0);
  });
});

describe('two tabs on the details', SLOW, () => {
  it('says someone else saved since, keeps what was typed, and saves over theirs when asked again', async () => {
    let stored: SeriesDetail = detailOf(3, { texts: TITLED, version: 'v-loaded' });
    serve({
      'GET /series/3': () => ok(stored),
      'POST /series/3': ({ body }) =>
        (body as { version?: string }).version === 'v-loaded'
          ? refuse('validation', WHY, { changed_since: true, version: 'v-theirs' })
          : ok({ ...stored, free_episodes: (body as SeriesDetail).free_episodes, version: 'v-mine' }),
    });
    renderConsole('/console/series/3');
    const free = await screen.findByLabelText<HTMLInputElement>('Free episodes');
    // Meanwhile, another tab saved a synopsis.
    stored = { ...stored, texts: { en: { title: 'Old', synopsis: 'Theirs.' } }, version: 'v-theirs' };
    fireEvent.change(free, { target: { value: '5' } });
    fireEvent.click(screen.getByText('Save'));

    const alert = await screen.findByTestId('series-changed-since');
    expect(alert.textContent).toContain(WHY);
    expect(alert.textContent).toContain('Your edits are still here.');
    expect(api.calls('POST /series/3')[0]?.body).toMatchObject({ free_episodes: 5, version: 'v-loaded' });
    // Said once (not also as the form's error), the series asked again, the edit kept.
    expect(screen.getAllByText(WHY)).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /series/3').length).toBeGreaterThan(1));
    expect(screen.getByLabelText<HTMLInputElement>('Free episodes').value).toBe('5');

    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(api.calls('POST /series/3')).toHaveLength(2));
    expect(api.calls('POST /series/3')[1]?.body).toMatchObject({ free_episodes: 5, version: 'v-theirs' });
    await waitFor(() => expect(screen.queryByTestId('series-changed-since')).toBeNull());

    // The next save names the version this one made.
    fireEvent.change(free, { target: { value: '6' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(api.calls('POST /series/3')).toHaveLength(3));
    expect(api.calls('POST /series/3')[2]?.body).toMatchObject({ free_episodes: 6, version: 'v-mine' });
  });

  it('loads their details on Reload', async () => {
    let stored: SeriesDetail = detailOf(3, { texts: TITLED, version: 'v-loaded' });
    serve({
      'GET /series/3': () => ok(stored),
      'POST /series/3': () => refuse('validation', WHY, { changed_since: true, version: 'v-theirs' }),
    });
    renderConsole('/console/series/3');
    const free = await screen.findByLabelText<HTMLInputElement>('Free episodes');
    stored = { ...stored, free_episodes: 8, version: 'v-theirs' };
    fireEvent.change(free, { target: { value: '5' } });
    fireEvent.click(screen.getByText('Save'));
    const alert = await screen.findByTestId('series-changed-since');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByTestId('series-changed-since')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Free episodes').value).toBe('8');
  });
});
