// @vitest-environment jsdom
/**
 * An empty list says what is empty (the console audit found "No series yet" for a search that
 * matched nothing, and antd's bare "No data" in the feedback inbox and the audit log): with a
 * search or filters on, that nothing matches them and a button that clears them; without, that
 * there is nothing yet.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const NOTHING = () => ok({ items: [], total: 0 });
/** What the empty list says (its words, not its picture's title). */
const said = (testId: string) =>
  screen.getByTestId(testId).querySelector('.ant-empty-description')?.textContent;

describe('an empty list', SLOW, () => {
  it('of series found by a search says so and clears the search', async () => {
    api.answer({ 'GET /auth/session': () => ok(meOf('editor')), 'GET /series': NOTHING });
    const { router } = renderConsole('/console/series?q=zzzz');
    await screen.findByTestId('series-empty');
    expect(said('series-empty')).toBe('No series matches your search');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(said('series-empty')).toBe('No series yet'));
  });

  it('of feedback with a state chosen says so and clears the filters', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /feedback': NOTHING,
      'GET /feedback/templates': () => ok({ items: [] }),
    });
    const { router } = renderConsole('/console/feedback?status=closed');
    await screen.findByTestId('feedback-empty');
    expect(said('feedback-empty')).toBe('No feedback matches these filters');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(said('feedback-empty')).toBe('No feedback yet'));
  });

  it('of the audit log with a filter on says so and clears the filters', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /operators': NOTHING,
      'GET /audit': NOTHING,
    });
    const { router } = renderConsole('/console/audit?action=zzz');
    await screen.findByTestId('audit-empty');
    expect(said('audit-empty')).toBe('No entry matches these filters');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(said('audit-empty')).toBe('Nothing in the audit log yet'));
  });
});
