// @vitest-environment jsdom
/** A person's feedback tab says how many pictures came with each feedback, and nothing for none. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, ok } from '#console/testing/network.ts';
import { personOf, PERSON_UID as UID } from '#console/testing/people-fixtures.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };
const AT = '2026-11-24T10:00:00.000Z';

const entry = (id: number, content: string, images: number) => ({
  id,
  type: 'payment',
  content,
  created_at: AT,
  closed_at: null,
  replies: 0,
  images,
});

describe("a person's feedback tab", SLOW, () => {
  it('counts the pictures of each feedback, leaving the cell empty when there are none', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      [`GET /people/${UID}`]: () => ok(personOf()),
      [`GET /people/${UID}/ledger`]: () => ok({ items: [], total: 0, operators: [], people: [] }),
      [`GET /people/${UID}/feedback`]: () =>
        ok({ items: [entry(2, 'Charged twice', 3), entry(1, 'More dramas', 0)], total: 2 }),
    });
    renderConsole(`/console/people/${UID}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Feedback' }));
    await screen.findByText('Charged twice');
    const header = screen.getByRole('columnheader', { name: 'Pictures' });
    const column = [...(header.parentElement?.children ?? [])].indexOf(header);
    const cell = (content: string) =>
      within(screen.getByText(content).closest('tr') as HTMLElement).getAllByRole('cell')[column];
    expect(cell('Charged twice')?.textContent).toBe('3');
    expect(cell('More dramas')?.textContent).toBe('');
  });
});
