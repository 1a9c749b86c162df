/**
 * A stand-in of the feedback API for the web tests, on the test network (MSW): the user's
 * feedback, the unread count, /feedback/read marking replies read as the server does, and
 * the feedback_type dictionary, picture uploads (POST /feedback/image: the nth answers the id
 * imageId(n)) and the submit, which adds the feedback to the list. Tests change `state` to make
 * replies arrive or an upload wait or fail.
 */
import type { FeedbackImage, FeedbackItem, FeedbackReply } from '#shared/contract/feedback.ts';
import { jsonResponse, type RecordedRequest, type TestNetwork } from '#web/testing/network.ts';

export interface FeedbackApiState {
  items: FeedbackItem[];
  /** When set, /feedback/unread answers only once it resolves (a count on its way). */
  unreadGate?: Promise<void>;
  /**
   * How the nth upload (from 1) is answered instead of the stored picture's result, e.g. a
   * refusal, or an answer held back; undefined: the usual answer.
   */
  imageAnswer?: (n: number) => Response | undefined | Promise<Response | undefined>;
}

/** The id the nth upload answers: 32 hex characters, as the server's. */
export function imageId(n: number): string {
  return n.toString(16).padStart(32, '0');
}

/** A picture as a list shows it. */
export function feedbackImage(n: number): FeedbackImage {
  return { id: imageId(n), url: `/uploads/feedback/1.sig/${imageId(n)}.webp`, width: 720, height: 1280 };
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
  let uploads = 0;
  network.serve(async (request) => {
    switch (path(request)) {
      case '/enjoy-api/feedback/image': {
        // jsdom's FormData does not reach Node's fetch as a form: the upload's field is checked
        // where it is built (api/upload-feedback-image.test.ts, in Node).
        uploads += 1;
        const answer = await state.imageAnswer?.(uploads);
        if (answer) return answer;
        const image = feedbackImage(uploads);
        return ok({ fileName: image.id, fileUrl: image.url, fileMd5: '', width: 720, height: 1280 });
      }
      case '/enjoy-api/feedback/submit': {
        const {
          type,
          content,
          contact,
          images = [],
        } = JSON.parse(request.body) as {
          type: string;
          content: string;
          contact: string;
          images?: string[];
        };
        const item = feedbackItem({
          id: state.items.length + 1,
          type,
          content,
          contact,
          created_at: NOW_S,
          images: images.map((id) => feedbackImage(Number.parseInt(id, 16))),
        });
        state.items = [item, ...state.items];
        return ok(item);
      }
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
