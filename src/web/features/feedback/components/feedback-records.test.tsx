// @vitest-environment jsdom
/**
 * My feedback: a feedback customer service closed says "Closed" (with its reply, if any),
 * never "Waiting for a reply"; the list is asked again when the app comes back to the
 * foreground and every minute while on screen (not while hidden), so a reply shows up
 * without a pull to refresh, is marked read, and keeps its "New" mark meanwhile. Pictures sent
 * with a feedback show as thumbnails that open full screen at the one tapped; an answer
 * without pictures (an older server's) shows none.
 */
import { focusManager, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useSession } from '#web/stores/session.ts';
import { setupTestNetwork } from '#web/testing/network.ts';
import {
  feedbackImage,
  feedbackItem,
  reply,
  serveFeedbackApi,
  withReplies,
  type FeedbackApiState,
} from '../testing/feedback-api.ts';
import { FeedbackRecords } from './feedback-records.tsx';
import { QuietIntersectionObserver } from '#web/testing/browser-env.ts';

const network = setupTestNetwork();
/** The first render loads the page's code: room for a busy machine. */
const LOAD = { timeout: 5000 };

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function show() {
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackRecords empty={<p>empty</p>} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSession.setState({ token: 'viewer-token', hadLogin: true });
  setVisibility('visible');
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('closed feedback', () => {
  it('says Closed instead of waiting, with the reply when there is one', async () => {
    const state: FeedbackApiState = {
      items: [
        feedbackItem({ id: 3, content: 'closed silently', closed: 1 }),
        withReplies(feedbackItem({ id: 2, content: 'closed answered', closed: 1 }), [
          reply(20, 'Sorted, thanks', 1),
        ]),
        feedbackItem({ id: 1, content: 'still open' }),
      ],
    };
    serveFeedbackApi(network, state);
    show();
    const items = await screen.findAllByTestId('feedback-item', {}, LOAD);
    const [silent, answered, open] = items.map((item) => within(item));
    expect(silent?.getByTestId('feedback-closed').textContent).toBe('Closed');
    expect(silent?.queryByText('Waiting for a reply')).toBeNull();
    expect(answered?.getByTestId('feedback-reply').textContent).toContain('Sorted, thanks');
    expect(answered?.getByTestId('feedback-closed').textContent).toBe('Closed');
    expect(open?.queryByTestId('feedback-closed')).toBeNull();
    expect(open?.getByText('Waiting for a reply')).toBeTruthy();
  });

  it('reads an answer without the field (an older server) as open', async () => {
    const { closed: _omitted, ...old } = feedbackItem({ id: 1, content: 'from an old server' });
    serveFeedbackApi(network, { items: [old] });
    show();
    await screen.findByText('from an old server', {}, LOAD);
    expect(screen.getByText('Waiting for a reply')).toBeTruthy();
  });
});

describe('new replies come in while the page is open', () => {
  it('on coming back to the app: the reply shows, is marked read, and stays marked New', async () => {
    const base = feedbackItem({ id: 1, content: 'Episode 3 stops' });
    const state: FeedbackApiState = { items: [base] };
    const api = serveFeedbackApi(network, state);
    show();
    await screen.findByText('Waiting for a reply', {}, LOAD);
    expect(api.calls('/feedback/list')).toBe(1);

    state.items = [withReplies(base, [reply(10, 'Fixed now')])];
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    const first = await screen.findByTestId('feedback-reply', {}, LOAD);
    expect(first.textContent).toContain('Fixed now');
    expect(within(first).getByTestId('feedback-reply-new')).toBeTruthy();
    await waitFor(() => expect(api.calls('/feedback/read')).toBe(1), LOAD);

    // Another return: the server says read now; the mark stays for this visit. A second reply
    // to the same feedback is marked read too.
    state.items = [withReplies(base, [reply(10, 'Fixed now', 1), reply(11, 'One more thing')])];
    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await waitFor(() => expect(screen.getAllByTestId('feedback-reply')).toHaveLength(2), LOAD);
    expect(screen.getAllByTestId('feedback-reply-new')).toHaveLength(2);
    await waitFor(() => expect(api.calls('/feedback/read')).toBe(2), LOAD);
  });

  it('every minute while on screen, and not offline or while the app is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const base = feedbackItem({ id: 1, content: 'Episode 3 stops' });
    const state: FeedbackApiState = { items: [base] };
    const api = serveFeedbackApi(network, state);
    show();
    await screen.findByText('Waiting for a reply', {}, LOAD);

    state.items = [withReplies(base, [reply(10, 'Fixed now')])];
    act(() => vi.advanceTimersByTime(60_000));
    await screen.findByText('Fixed now', {}, LOAD);
    expect(api.calls('/feedback/list')).toBe(2);

    // Offline: nothing goes out (the query waits for the connection).
    act(() => onlineManager.setOnline(false));
    act(() => vi.advanceTimersByTime(180_000));
    expect(queryClient.isFetching()).toBe(0);
    expect(api.calls('/feedback/list')).toBe(2);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), LOAD);
    const online = api.calls('/feedback/list');

    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(180_000));
    expect(queryClient.isFetching()).toBe(0);
    expect(api.calls('/feedback/list')).toBe(online);
  });
});

describe('pictures sent with a feedback', () => {
  it('show as thumbnails that open full screen at the one tapped; none without pictures', async () => {
    vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);
    const state: FeedbackApiState = {
      items: [
        feedbackItem({ id: 3, content: 'with pictures', images: [feedbackImage(1), feedbackImage(2)] }),
        feedbackItem({ id: 2, content: 'with none', images: [] }),
        feedbackItem({ id: 1, content: 'from an older server' }),
      ],
    };
    serveFeedbackApi(network, state);
    show();
    const [pictures, none, older] = (await screen.findAllByTestId('feedback-item', {}, LOAD)).map((item) =>
      within(item),
    );
    const thumbs = pictures?.getAllByTestId('feedback-image') ?? [];
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Picture 1 of 2',
      'Picture 2 of 2',
    ]);
    expect(none?.queryAllByTestId('feedback-image')).toHaveLength(0);
    expect(older?.queryAllByTestId('feedback-image')).toHaveLength(0);

    const second = thumbs[1];
    if (!second) throw new Error('no second thumbnail');
    fireEvent.click(second);
    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('2 / 2'),
    );
    const shown = [...document.querySelectorAll('.adm-image-viewer-image-wrapper img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(shown).toEqual([feedbackImage(1).url, feedbackImage(2).url]);
  });
});
