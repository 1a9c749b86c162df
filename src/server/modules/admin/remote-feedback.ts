/**
 * The operator commands' feedback operations over the running server's admin HTTP API: what
 * `npm run admin` uses while the server holds the PGlite directory (PGlite serves one
 * process), so the operator still replies from the command line.
 */
import type { FeedbackService, OperatorFeedback } from '../feedback/feedback.service.ts';

export type OperatorFeedbackOps = Pick<FeedbackService, 'operatorList' | 'reply'>;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export class RemoteAdminError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'RemoteAdminError';
  }
}

export function createRemoteFeedback(baseUrl: string, token: string): OperatorFeedbackOps {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${baseUrl}/admin/api${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        language: '3',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(10_000),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new RemoteAdminError(envelope.msg, envelope.code);
    return envelope.data;
  }
  return {
    operatorList: (options = {}) => {
      const query = new URLSearchParams();
      if (options.unanswered) query.set('unanswered', '1');
      if (options.limit !== undefined) query.set('limit', String(options.limit));
      if (options.offset !== undefined) query.set('offset', String(options.offset));
      return call(`/feedback?${query.toString()}`);
    },
    reply: (feedbackId, body) =>
      call<OperatorFeedback>(`/feedback/${feedbackId}/reply`, {
        method: 'POST',
        body: JSON.stringify({ body }),
      }),
  };
}
