// @vitest-environment jsdom
/**
 * A guest merged into an account (decision 0058), where the console lists it: the search marks
 * it with a link to the account it went to, and its page says so above everything.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { personOf, PERSON_UID as UID } from '#console/testing/people-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const ACCOUNT = 10000099;

describe('a merged-away guest', SLOW, () => {
  it('is marked in the search with a link to the account it went to', async () => {
    const found = {
      nickname: '',
      email: null,
      created_at: '2026-11-20T10:00:00.000Z',
      blocked: false,
      matched_by: 'uid',
    };
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /people': () =>
        ok({
          items: [
            { ...found, uid: UID, merged_into: ACCOUNT },
            { ...found, uid: 10000100 },
          ],
          total: 2,
        }),
    });
    const { router } = renderConsole(`/console/people?q=${UID}`);
    const tag = await screen.findByTestId('person-merged');
    expect(tag.textContent).toBe(`Merged into #${ACCOUNT}`);
    // The other row is simply active; the merged one is not called active.
    expect(screen.getAllByText('Active', { selector: '.ant-tag' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: `Merged into #${ACCOUNT}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/console/people/${ACCOUNT}`));
  });

  it('says on its page which account it was merged into', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      [`GET /people/${UID}`]: () => ok(personOf({ merged_into: ACCOUNT })),
      [`GET /people/${UID}/ledger`]: () => ok({ items: [], total: 0, operators: [], people: [] }),
    });
    renderConsole(`/console/people/${UID}`);
    const alert = await screen.findByTestId('person-merged');
    expect(alert.textContent).toContain(`This guest account was merged into #${ACCOUNT}`);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe(`/console/people/${ACCOUNT}`);
  });
});
