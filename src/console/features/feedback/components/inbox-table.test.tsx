// @vitest-environment jsdom
/** A click anywhere on an inbox row opens its thread, and another closes it. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
};

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
});
