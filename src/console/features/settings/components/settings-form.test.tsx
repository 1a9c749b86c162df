// @vitest-environment jsdom
/** The settings form asks before it is left with changes not saved, and not once they are. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleSettings } from '#shared/contract/console-settings.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { SETTINGS as settings } from '#console/testing/selling-fixtures.ts';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

describe('the settings form', SLOW, () => {
  it('asks before leaving with unsaved changes, and lets the page go once they are saved', async () => {
    let stored = settings;
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /settings': () => ok(stored),
      'POST /settings': ({ body }) => {
        stored = { ...stored, values: { ...stored.values, ...(body as ConsoleSettings).values } };
        return ok(stored);
      },
      'GET /series': () => ok({ items: [], total: 0 }),
    });
    const { router } = renderConsole('/console/settings');
    const blocked = () => [...router.state.blockers.values()].some((b) => b.state === 'blocked');
    fireEvent.change(await screen.findByLabelText('App name'), { target: { value: 'Enjoy Drama TH' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    void router.navigate('/series');
    await screen.findByText('Leave without saving?');
    expect(
      screen.getByText('Your changes here are not saved yet. If you leave now, they are lost.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('Stay'));
    await waitFor(() => expect(blocked()).toBe(false));
    expect(router.state.location.pathname).toBe('/console/settings');

    fireEvent.click(screen.getByText('Save settings'));
    await waitFor(() => expect(api.calls('POST /settings')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    void router.navigate('/series');
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/series'));
    expect(blocked()).toBe(false);
  });

  it('does not ask when nothing was changed', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /settings': () => ok(settings),
      'GET /series': () => ok({ items: [], total: 0 }),
    });
    const { router } = renderConsole('/console/settings');
    await screen.findByLabelText('App name');
    void router.navigate('/series');
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/series'));
  });
});
