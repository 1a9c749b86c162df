// @vitest-environment jsdom
/**
 * A click anywhere on an inbox row opens its thread, and another closes it; the thread replied
 * in stays where it was when the server re-sorts; the time stays on one line; the search box
 * asks the server; a feedback sent with pictures says how many.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '#shared/contract/console-feedback.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

const item: InboxItem = {
  id: 1,
  user_id: 41,
  type: 'payment',
  content: 'I paid and got nothing',
  contact: 'me@example.com',
  language: 4,
  created_at: '2026-11-25T10:00:00.000Z',
  closed_at: null,
  state: 'unanswered',
  replies: [],
  images: [],
};
const other = (id: number): InboxItem => ({
  ...item,
  id,
  content: `Other ${id}`,
  contact: `u${id}@example.com`,
});

const rowKeys = () =>
  [...document.querySelectorAll('tr.ant-table-row')].map((row) => row.getAttribute('data-row-key'));

describe('the feedback inbox rows', SLOW, () => {
  it('opens and closes a thread with a click on its row', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /feedback': () => ok({ items: [item], total: 1 }),
      'GET /feedback/templates': () => ok({ items: [] }),
    });
    renderConsole('/console/feedback');
    const cell = await screen.findByText('Unanswered', { selector: '.ant-tag' });
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    fireEvent.click(cell);
    expect(await screen.findByText('Contact: me@example.com')).toBeTruthy();
    fireEvent.click(cell);
    await waitFor(() =>
      expect(screen.getByText('Contact: me@example.com').closest('tr')?.style.display).toBe('none'),
    );
  });

  it('keeps the thread replied in open and in its place when the server sorts it onto page 2', async () => {
    const answered: InboxItem = {
      ...item,
      state: 'answered',
      replies: [{ id: 9, body: 'Refunded.', created_at: '2026-11-25T11:00:00.000Z', read: false }],
    };
    let replied = false;
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      // Unanswered first: once answered, item 1 sorts after the others, off this page.
      'GET /feedback': () => ok({ items: replied ? [other(2), other(3)] : [item, other(2)], total: 3 }),
      'POST /feedback/1/reply': () => {
        replied = true;
        return ok(answered);
      },
      'GET /feedback/templates': () => ok({ items: [] }),
    });
    renderConsole('/console/feedback?size=2');
    fireEvent.click(await screen.findByText('I paid and got nothing'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reply' }), {
      target: { value: 'Refunded.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.calls('GET /feedback')).toHaveLength(2));
    await waitFor(() => expect(rowKeys()).toEqual(['1', '2', '3']));
    expect(await screen.findByText('Refunded.')).toBeTruthy();
    expect(screen.getByText('Contact: me@example.com').closest('tr')?.style.display).not.toBe('none');
    expect(screen.getByText('Answered', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeTruthy();
  });

  it('keeps the received time on one line', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /feedback': () => ok({ items: [item], total: 1 }),
      'GET /feedback/templates': () => ok({ items: [] }),
    });
    renderConsole('/console/feedback');
    await screen.findByText('I paid and got nothing');
    const header = screen.getByRole('columnheader', { name: 'Received' });
    const column = [...(header.parentElement?.children ?? [])].indexOf(header);
    const cell = document.querySelectorAll('tr.ant-table-row')[0]?.children[column] as HTMLElement;
    expect(cell.style.whiteSpace).toBe('nowrap');
  });

  it('searches through the server, back on page 1, and clears the search', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /feedback': () => ok({ items: [item], total: 1 }),
      'GET /feedback/templates': () => ok({ items: [] }),
    });
    const { router } = renderConsole('/console/feedback?status=unanswered&page=2');
    const box = await screen.findByRole('searchbox', { name: 'Search text, contact, email or user ID' });
    fireEvent.change(box, { target: { value: '  me@example.com ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.calls('GET /feedback').at(-1)?.query.get('q')).toBe('me@example.com'));
    const last = api.calls('GET /feedback').at(-1)?.query;
    expect(last?.get('status')).toBe('unanswered');
    expect(last?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=unanswered&q=me%40example.com');

    fireEvent.click(document.querySelector('.ant-input-clear-icon') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?status=unanswered'));
    expect(api.calls('GET /feedback').at(-1)?.query.has('q')).toBe(false);
  });

  it('marks a feedback sent with pictures with an icon and their count, and one without with none', async () => {
    const pictured: InboxItem = {
      ...other(2),
      images: [1, 2].map((n) => ({
        id: `p${n}`,
        url: `https://media.example/uploads/feedback/1.sig/p${n}.webp`,
        width: 1080,
        height: 2340,
      })),
    };
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /feedback': () => ok({ items: [item, pictured], total: 2 }),
      'GET /feedback/templates': () => ok({ items: [] }),
    });
    renderConsole('/console/feedback');
    const count = await screen.findByRole('img', { name: '2 pictures' });
    expect(count.textContent?.trim()).toBe('2');
    // In the content cell of its own row, before the text.
    expect(within(count.closest('td') as HTMLElement).getByText('Other 2')).toBeTruthy();
    expect(screen.getAllByTestId('feedback-picture-count')).toHaveLength(1);
    const plain = screen.getByText('I paid and got nothing').closest('tr') as HTMLElement;
    expect(plain.querySelector('[data-testid="feedback-picture-count"]')).toBeNull();
    fireEvent.mouseEnter(count);
    expect(await screen.findByRole('tooltip', { name: '2 pictures' })).toBeTruthy();
  });
});
