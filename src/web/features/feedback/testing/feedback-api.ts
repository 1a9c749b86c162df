/**
 * A stand-in of the feedback API for the web tests, on the test network (MSW): the user's
 * feedback, the unread count, /feedback/read marking replies read as the server does, and
 * the feedback_type dictionary. Tests change `state` to make replies arrive.
 */
import type { FeedbackItem, FeedbackReply } from '#shared/contract/feedback.ts';
import { jsonResponse, type RecordedRequest, type TestNetwork } from '#web/testing/network.ts';

export interface FeedbackApiState {
  items: FeedbackItem[];
  /** When set, /feedback/unread answers only once it resolves (a count on its way). */
  unreadGate?: Promise<void>;
}

export const NOW_S = Math.floor(Date.now() / 1000);

export function feedbackItem(overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    id: 1,
    type: 'playback',
    type_label: 'Playback problem',
    content: 'Episode 3 stops',
    contact: 'me@example.com',
    created_at: NOW_S - 3600,
    unread: 0,
    replies: [],
    closed: 0,
    ...overrides,
  };
}

export function reply(id: number, body: string, isRead: 0 | 1 = 0): FeedbackReply {
  return { id, body, created_at: NOW_S - 60, is_read: isRead };
}

/** The item with its unread count worked out from its replies. */
export function withReplies(item: FeedbackItem, replies: FeedbackReply[]): FeedbackItem {
  return { ...item, replies, unread: replies.filter((r) => r.is_read === 0).length };
}

const TYPES = [
  ['playback', 'Playback problem'],
  ['payment', 'Payment problem'],
  ['account', 'Account and login'],
  ['suggestion', 'Suggestion'],
  ['other', 'Other'],
] as const;

const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'success', data });

function unreadOf(state: FeedbackApiState): number {
  return state.items.reduce((sum, item) => sum + item.unread, 0);
}

/** Serves the feedback endpoints from `state`; `calls(path)` counts the requests to one. */
export function serveFeedbackApi(network: TestNetwork, state: FeedbackApiState) {
  const path = (request: RecordedRequest) => new URL(request.url, 'http://x').pathname;
  network.serve(async (request) => {
    switch (path(request)) {
      case '/enjoy-api/feedback/list':
        return ok({ list: state.items, total: state.items.length, page: 1, page_size: 20 });
      case '/enjoy-api/feedback/unread':
        await state.unreadGate;
        return ok({ count: unreadOf(state) });
      case '/enjoy-api/feedback/read': {
        const { feedback_id: id } = JSON.parse(request.body) as { feedback_id: number };
        state.items = state.items.map((item) =>
          item.id === id
            ? withReplies(
                item,
                item.replies.map((r) => ({ ...r, is_read: 1 as const })),
              )
            : item,
        );
        return ok({ count: unreadOf(state) });
      }
      case '/enjoy-api/comm/dictType/type-batch/feedback_type':
        return ok({
          feedback_type: TYPES.map(([value, label]) => ({
            dictLabel: label,
            dictValue: value,
            label,
            value,
          })),
        });
      default:
        return jsonResponse({ code: 404, msg: 'not here', data: null });
    }
  });
  return {
    calls: (endpoint: string) => network.requests.filter((r) => path(r) === `/enjoy-api${endpoint}`).length,
  };
}
