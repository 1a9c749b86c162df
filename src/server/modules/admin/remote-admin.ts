/**
 * The admin commands' operations over the running server's admin HTTP API: what
 * `npm run admin` uses while the server holds the PGlite directory (PGlite serves one
 * process), so the operator still replies and makes accounts from the command line.
 */
import type { OperatorFeedback } from '../feedback/feedback.service.ts';
import type { AdminOps } from './admin-cli.ts';

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

export function createRemoteAdmin(baseUrl: string, token: string): AdminOps {
  async function call<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/admin/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        language: '3',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new RemoteAdminError(envelope.msg, envelope.code);
    return envelope.data;
  }
  return {
    feedback: {
      operatorList: (options = {}) => {
        const query = new URLSearchParams();
        if (options.unanswered) query.set('unanswered', '1');
        if (options.limit !== undefined) query.set('limit', String(options.limit));
        if (options.offset !== undefined) query.set('offset', String(options.offset));
        return call(`/feedback?${query.toString()}`);
      },
      reply: (feedbackId, body) => call<OperatorFeedback>(`/feedback/${feedbackId}/reply`, { body }),
    },
    operators: {
      create: (input) => call('/operators', input),
      reset: (email) => call('/operators/reset', { email }),
    },
  };
}
