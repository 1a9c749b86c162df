// @vitest-environment jsdom
/**
 * A thread's reply box: it counts characters as the server does (an emoji is one), a saved
 * reply over a draft asks before replacing it, and a closed feedback says a reply reopens it.
 * The pictures sent with a feedback show under its text and open full size, one after another.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxItem, ReplyTemplate } from '#shared/contract/console-feedback.ts';
import type { FeedbackImage } from '#shared/contract/feedback.ts';
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
  language: 3,
  created_at: '2026-11-25T10:00:00.000Z',
  closed_at: null,
  state: 'unanswered',
  replies: [],
  images: [],
};
const thanks: ReplyTemplate = {
  id: 5,
  language: 3,
  title: 'Thanks',
  body: 'Thank you for writing.',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** Opens the thread of `shown` (the first row; `more` rows listed after it stay closed). */
async function openThread(shown: InboxItem = item, more: InboxItem[] = []) {
  api.answer({
    'GET /auth/session': () => ok(meOf('support', 'Sue')),
    'GET /feedback': () => ok({ items: [shown, ...more], total: 1 + more.length }),
    'GET /feedback/templates': () => ok({ items: [thanks] }),
  });
  renderConsole('/console/feedback');
  // The file's first antd render can take long on a busy machine.
  fireEvent.click(await screen.findByText('I paid and got nothing', undefined, { timeout: 30_000 }));
  return (await screen.findByRole('textbox', { name: 'Reply' })) as HTMLTextAreaElement;
}

const CONFIRM = { selector: '.ant-modal-confirm-title' };
const codePoints = (text: string) => [...text].length;

async function pickThanks() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Insert a saved reply' }));
  fireEvent.click(await screen.findByTitle('Thanks'));
}

describe('the reply box', SLOW, () => {
  it('counts an emoji as one character and keeps 2000 of them, as the server allows', async () => {
    const box = await openThread();
    fireEvent.change(box, { target: { value: '😀'.repeat(2000) } });
    expect(codePoints(box.value)).toBe(2000);
    expect(screen.getByText('2000 / 2000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reply' }).hasAttribute('disabled')).toBe(false);
    fireEvent.change(box, { target: { value: '😀'.repeat(2001) } });
    expect(codePoints(box.value)).toBe(2000);
  });

  it('fills an empty box with a saved reply at once', async () => {
    const box = await openThread();
    await pickThanks();
    await waitFor(() => expect(box.value).toBe('Thank you for writing.'));
    expect(screen.queryByText('Replace your draft?', CONFIRM)).toBeNull();
  });

  it('asks before a saved reply replaces a draft: keep it, add below, or replace', async () => {
    const box = await openThread();
    fireEvent.change(box, { target: { value: 'Hi Mai,' } });
    // Each choice opens a new dialog (a closed one may linger in jsdom, without its animation).
    const choose = async (asked: number, button: string) => {
      await pickThanks();
      const titles = await waitFor(() => {
        const all = screen.getAllByText('Replace your draft?', CONFIRM);
        expect(all).toHaveLength(asked);
        return all;
      });
      const dialog = titles.at(-1)?.closest('.ant-modal') as HTMLElement;
      fireEvent.click(within(dialog).getByRole('button', { name: button }));
    };
    await choose(1, 'Keep my draft');
    expect(box.value).toBe('Hi Mai,');
    await choose(2, 'Add below');
    await waitFor(() => expect(box.value).toBe('Hi Mai,\n\nThank you for writing.'));
    await choose(3, 'Replace');
    await waitFor(() => expect(box.value).toBe('Thank you for writing.'));
  });

  it('says a closed feedback opens again with a reply, and that it did', async () => {
    const closed: InboxItem = { ...item, state: 'closed', closed_at: '2026-11-25T12:00:00.000Z' };
    const box = await openThread(closed);
    expect(screen.getByText('This feedback is closed. Sending a reply opens it again.')).toBeTruthy();
    api.answer({
      'POST /feedback/1/reply': () =>
        ok({
          ...item,
          state: 'answered',
          replies: [{ id: 9, body: 'Sorted.', created_at: '2026-11-25T13:00:00.000Z', read: false }],
        }),
    });
    fireEvent.change(box, { target: { value: 'Sorted.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply and reopen' }));
    expect(await screen.findByText('Reply sent. The feedback is open again.')).toBeTruthy();
    expect(api.calls('POST /feedback/1/reply')[0]?.body).toEqual({ body: 'Sorted.' });
  });
});

const picture = (id: string, width: number, height: number): FeedbackImage => ({
  id,
  url: `https://media.example/uploads/feedback/1.sig/${id}.webp`,
  width,
  height,
});
const withPictures: InboxItem = {
  ...item,
  images: [picture('charge', 1080, 2340), picture('error', 1600, 900)],
};

describe('the pictures sent with a feedback', SLOW, () => {
  it('shows each as a thumbnail of one height, as wide as its shape, named in order; none without', async () => {
    const plain: InboxItem = { ...item, id: 2, content: 'No picture here' };
    await openThread(withPictures, [plain]);
    fireEvent.click(screen.getByText('No picture here'));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Reply' })).toHaveLength(2));
    const threads = [...document.querySelectorAll<HTMLElement>('tr.ant-table-expanded-row')];
    expect(
      threads.map((thread) => within(thread).queryAllByRole('img', { name: /^Picture/ }).length),
    ).toEqual([2, 0]);
    const first = screen.getByRole('img', { name: 'Picture 1 of 2' });
    const second = screen.getByRole('img', { name: 'Picture 2 of 2' });
    expect(first.getAttribute('src')).toBe(withPictures.images[0]?.url);
    // 96 px tall; the phone screenshot narrow, the landscape one wide: nothing jumps on load.
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['48', '96']);
    expect([second.getAttribute('width'), second.getAttribute('height')]).toEqual(['171', '96']);
  });

  it('opens a picture full size and goes on to the next', async () => {
    await openThread(withPictures);
    fireEvent.click(screen.getByRole('img', { name: 'Picture 1 of 2' }));
    const preview = await waitFor(() => {
      const found = document.querySelector('.ant-image-preview');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    const shown = () => preview.querySelector('img.ant-image-preview-img')?.getAttribute('src');
    expect(shown()).toBe(withPictures.images[0]?.url);
    fireEvent.click(preview.querySelector('.ant-image-preview-switch-next') as HTMLElement);
    await waitFor(() => expect(shown()).toBe(withPictures.images[1]?.url));
  });
});

describe('a picture whose signed address expired while the inbox was open', SLOW, () => {
  it('has the inbox asked again, which signs it anew; a failure before the expiry asks nothing', async () => {
    const later = Math.floor(Date.now() / 1000) + 3600;
    const signed = (id: string, exp: number): FeedbackImage => ({
      ...picture(id, 1080, 2340),
      url: `https://media.example/uploads/feedback/${exp}.sig/${id}.webp`,
    });
    const stale: InboxItem = { ...item, images: [signed('old', 1), signed('valid', later)] };
    const fresh: InboxItem = { ...item, images: [signed('old', later), signed('valid', later)] };
    await openThread(stale);
    api.answer({ 'GET /feedback': () => ok({ items: [fresh], total: 1 }) });
    const inboxCalls = () => api.calls('GET /feedback').length;
    const before = inboxCalls();

    fireEvent.error(screen.getByRole('img', { name: 'Picture 2 of 2' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inboxCalls()).toBe(before);
    fireEvent.error(screen.getByRole('img', { name: 'Picture 1 of 2' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture 1 of 2' }).getAttribute('src')).toBe(
        fresh.images[0]?.url,
      ),
    );
    expect(inboxCalls()).toBe(before + 1);
  });
});
