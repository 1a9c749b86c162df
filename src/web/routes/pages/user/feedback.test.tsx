// @vitest-environment jsdom
/**
 * The feedback page opened straight (no `?tab=`): it waits for the unread count and opens My
 * feedback when replies wait, unless the user picked a tab or began writing meanwhile; the
 * address's tab wins; "My feedback" carries a dot while replies are unread.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '#web/config/paths.ts';
import {
  feedbackItem,
  reply,
  serveFeedbackApi,
  withReplies,
  type FeedbackApiState,
} from '#web/features/feedback/testing/feedback-api.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { setupTestNetwork } from '#web/testing/network.ts';
import { renderRoutes } from '#web/testing/render-routes.tsx';
import { Component as FeedbackPage } from './feedback.tsx';

const network = setupTestNetwork();
/** The first render loads the page's code: room for a busy machine. */
const LOAD = { timeout: 5000 };

function open(search = '') {
  return renderRoutes(
    [{ path: paths.feedback.path, Component: FeedbackPage }],
    `${paths.feedback.path}${search}`,
  );
}

function activeTab(): string {
  return document.querySelector('.adm-tabs-tab-active')?.textContent ?? '';
}

function gate() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const answered = () => withReplies(feedbackItem({ id: 1 }), [reply(10, 'Fixed now')]);

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSession.setState({ token: 'viewer-token', hadLogin: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/pages/user/feedback without ?tab=', () => {
  it('opens My feedback once the count says replies wait', async () => {
    const count = gate();
    serveFeedbackApi(network, { items: [answered()], unreadGate: count.promise });
    open();
    expect(activeTab()).toBe('Leave feedback');
    act(() => count.release());
    await screen.findByTestId('feedback-list', {}, LOAD);
    expect(activeTab()).toContain('My feedback');
    expect(screen.queryByTestId('feedback-form')).toBeNull();
  });

  it('stays on the form when nothing waits', async () => {
    const state: FeedbackApiState = { items: [feedbackItem({ id: 1 })] };
    const api = serveFeedbackApi(network, state);
    open();
    await waitFor(() => expect(api.calls('/feedback/unread')).toBe(1), LOAD);
    await screen.findByTestId('feedback-type', {}, LOAD);
    expect(activeTab()).toBe('Leave feedback');
    expect(screen.getByTestId('feedback-form')).toBeTruthy();
  });

  it('keeps the form the user began writing in before the count came', async () => {
    const count = gate();
    serveFeedbackApi(network, { items: [answered()], unreadGate: count.promise });
    open();
    const input = screen.getByTestId('feedback-contact').querySelector('input');
    if (!input) throw new Error('no contact input');
    fireEvent.change(input, { target: { value: 'me@example.com' } });
    act(() => count.release());
    await screen.findByTestId('feedback-tab-records-dot', {}, LOAD);
    expect(activeTab()).toBe('Leave feedback');
    expect((screen.getByTestId('feedback-contact').querySelector('input') as HTMLInputElement).value).toBe(
      'me@example.com',
    );
  });

  it("follows the address's tab, with a dot on My feedback while replies are unread", async () => {
    serveFeedbackApi(network, { items: [answered()] });
    open('?tab=form');
    await screen.findByTestId('feedback-tab-records-dot', {}, LOAD);
    expect(screen.getByTestId('feedback-tab-records').textContent).toBe('My feedback 1 new reply');
    expect(activeTab()).toBe('Leave feedback');
  });
});
