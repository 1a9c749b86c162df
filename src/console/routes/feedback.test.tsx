// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxItem, ReplyTemplate } from '#shared/contract/console-feedback.ts';
import { meOf, ok } from '#console/testing/network.ts';
import { renderConsole, setupPageTests } from '#console/testing/render.tsx';
import { inboxFiltersOf } from './feedback.tsx';

const api = setupPageTests();
const SLOW = { timeout: 60_000 };

function item(id: number, fields: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    user_id: 40 + id,
    type: 'payment',
    content: `I paid and got nothing (${id})`,
    contact: 'me@example.com',
    language: 4,
    created_at: '2026-11-25T10:00:00.000Z',
    closed_at: null,
    state: 'unanswered',
    replies: [],
    images: [],
    ...fields,
  };
}

const template = (id: number, language: number, title: string, body: string): ReplyTemplate => ({
  id,
  language,
  title,
  body,
  updated_at: '2026-11-25T10:00:00.000Z',
});

/** Opens an antd Select by its accessible name and picks the option with this text. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options.at(-1) as HTMLElement);
}

describe('inboxFiltersOf', () => {
  it('reads the filters and paging from the address, leaving out what the contract refuses', () => {
    expect(inboxFiltersOf(new URLSearchParams('status=closed&type=payment&language=4&page=2'))).toEqual({
      filters: { status: 'closed', type: 'payment', language: 4 },
      page: 2,
      size: 20,
    });
    expect(inboxFiltersOf(new URLSearchParams('status=all'))).toEqual({ filters: {}, page: 1, size: 20 });
    expect(inboxFiltersOf(new URLSearchParams('language=9'))).toEqual({ filters: {}, page: 1, size: 20 });
  });
});

describe('the feedback inbox', SLOW, () => {
  it('lists the server page and keeps the filters in the address', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /feedback': () =>
        ok({ items: [item(1), item(2, { state: 'answered', language: 3, type: 'playback' })], total: 2 }),
    });
    const { router } = renderConsole('/console/feedback');
    await screen.findByText('2 feedback');
    expect(screen.getByText('Unanswered', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getAllByText('ไทย', { selector: 'td' }).length).toBeGreaterThan(0);
    // The user opens the user page (balances, orders, block).
    expect(screen.getByRole('link', { name: '#41' }).getAttribute('href')).toBe('/console/people/41');
    expect(api.calls('GET /feedback')[0]?.query.toString()).toBe('page=1&size=20');

    fireEvent.click(screen.getByText('Closed', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed'));
    await waitFor(() => expect(api.calls('GET /feedback').at(-1)?.query.get('status')).toBe('closed'));
  });

  it("replies with a saved reply of the feedback's language", async () => {
    let replied = false;
    api.answer({
      'GET /auth/session': () => ok(meOf('support', 'Sue')),
      'GET /feedback': () =>
        ok({ items: [item(1, replied ? { state: 'answered', replies: [reply()] } : {})], total: 1 }),
      'GET /feedback/templates': () =>
        ok({ items: [template(7, 3, 'Thanks', 'Thank you!'), template(8, 4, 'ขอบคุณ', 'ขอบคุณครับ')] }),
      'POST /feedback/1/reply': () => {
        replied = true;
        return ok(item(1, { state: 'answered', replies: [reply()] }));
      },
    });
    renderConsole('/console/feedback');
    await screen.findByText('1 feedback');
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    // Only the saved replies in the feedback's language (Thai) are offered; picking one fills the box.
    await pick('Insert a saved reply', 'ขอบคุณ');
    expect(screen.queryByText('Thanks', { selector: '.ant-select-item-option-content' })).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    expect(box.value).toBe('ขอบคุณครับ');
    fireEvent.change(box, { target: { value: 'ขอบคุณครับ เราคืนเหรียญให้แล้ว' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.calls('POST /feedback/1/reply')).toHaveLength(1));
    expect(api.calls('POST /feedback/1/reply')[0]?.body).toEqual({ body: 'ขอบคุณครับ เราคืนเหรียญให้แล้ว' });
    await waitFor(() => expect(box.value).toBe(''));
    expect(await screen.findByText('Not read yet')).toBeTruthy();
  });

  it('closes an answered feedback', async () => {
    api.answer({
      'GET /auth/session': () => ok(meOf('owner')),
      'GET /feedback': () =>
        ok({ items: [item(3, { state: 'answered', replies: [reply(true)] })], total: 1 }),
      'GET /feedback/templates': () => ok({ items: [] }),
      'POST /feedback/3/close': () => ok(item(3, { state: 'closed', closed_at: '2026-11-25T11:00:00.000Z' })),
    });
    renderConsole('/console/feedback');
    await screen.findByText('1 feedback');
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    const thread = (await screen.findByText('Contact: me@example.com')).parentElement as HTMLElement;
    expect(within(thread).getByText('Read')).toBeTruthy();
    fireEvent.click(within(thread).getByRole('button', { name: 'Mark closed' }));
    await waitFor(() => expect(api.calls('POST /feedback/3/close')[0]?.body).toEqual({ closed: true }));
  });

  it('is not in the menu of an editor', async () => {
    api.answer({ 'GET /auth/session': () => ok(meOf('editor')) });
    renderConsole('/console/feedback');
    await screen.findByText('Series');
    expect(screen.queryByText('Feedback inbox', { selector: '.ant-menu-title-content' })).toBeNull();
  });
});

function reply(read = false) {
  return { id: read ? 11 : 10, body: 'We refunded it.', created_at: '2026-11-25T10:30:00.000Z', read };
}
