/**
 * What the fuzz counts per route (answers, answers past the rate limits, 429s, 5xx, answers
 * that are not the envelope where the route promises one, no answer at all) and a few samples
 * of each problem, described with the request that caused it.
 */
import { isParserRefusal, parseEnvelope, type Envelope, type RawResponse } from '../http.ts';
import type { RequestSpec } from './target.ts';

export interface RouteStats {
  name: string;
  sent: number;
  /** Answers other than 429. */
  reached: number;
  rateLimited: number;
  serverErrors: number;
  notEnvelope: number;
  /** Refused by Node's HTTP parser and answered without the envelope (Fastify's default body). */
  parserRefusals: number;
  noAnswer: number;
  /** Requests whose kept-alive connection was closed under them, sent again on a new one. */
  resent: number;
  /** Envelope answers whose HTTP status is neither 200 nor the envelope's code. */
  statusMismatch: number;
  statuses: Map<number, number>;
  codes: Map<number, number>;
  samples: string[];
}

const bump = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);

export function emptyStats(name: string): RouteStats {
  return {
    name,
    sent: 0,
    reached: 0,
    rateLimited: 0,
    serverErrors: 0,
    notEnvelope: 0,
    parserRefusals: 0,
    noAnswer: 0,
    resent: 0,
    statusMismatch: 0,
    statuses: new Map(),
    codes: new Map(),
    samples: [],
  };
}

function describe(spec: RequestSpec, response: RawResponse | undefined, why: string): string {
  const body =
    spec.body === undefined ? '' : Buffer.isBuffer(spec.body) ? spec.body.toString('latin1') : spec.body;
  const headers = Object.entries(spec.headers)
    .filter(([k]) => !['sign'].includes(k))
    .map(([k, v]) => `${k}: ${String(v).slice(0, 80)}`)
    .join('; ');
  const answer = response
    ? `HTTP ${response.status} ${response.body.toString('utf8').slice(0, 300)}`
    : 'no answer';
  return `${why}\n      ${spec.method} ${spec.path.slice(0, 300)} (instance ${spec.instance})\n      headers: ${headers}\n      body (${body.length} chars): ${JSON.stringify(body.slice(0, 300))}\n      answer: ${answer}`;
}

/** A request without a readable answer; `raw` is the answer read off a raw socket, if any. */
export function recordFailure(stat: RouteStats, spec: RequestSpec, error: unknown, raw: string): void {
  if (/^HTTP\/1\.1 (400|431) /.test(raw) && raw.includes('"statusCode":')) {
    stat.parserRefusals++;
    bump(stat.statuses, Number(raw.slice(9, 12)));
    stat.reached++;
    if (stat.samples.length < 5) {
      stat.samples.push(
        describe(
          spec,
          undefined,
          `refused by the HTTP parser, answered ${JSON.stringify(raw.slice(0, 14))} with a body Node's client cannot read (${String(error)})`,
        ),
      );
    }
    return;
  }
  stat.noAnswer++;
  if (stat.samples.length < 5)
    stat.samples.push(
      describe(spec, undefined, `no answer: ${String(error)}; raw: ${JSON.stringify(raw.slice(0, 200))}`),
    );
}

/** An answer: its status, its envelope where the route promises one; the envelope if any. */
export function recordAnswer(
  stat: RouteStats,
  spec: RequestSpec,
  response: RawResponse,
): Envelope | undefined {
  bump(stat.statuses, response.status);
  if (response.status === 429) stat.rateLimited++;
  else stat.reached++;
  let envelope: Envelope | undefined;
  if (spec.envelope) {
    const parsed = parseEnvelope(response);
    if (parsed.ok) {
      envelope = parsed.envelope;
      bump(stat.codes, envelope.code);
      if (response.status !== 200 && envelope.code !== response.status) {
        stat.statusMismatch++;
        if (stat.samples.length < 5)
          stat.samples.push(describe(spec, response, `HTTP ${response.status} with code ${envelope.code}`));
      }
    } else if (isParserRefusal(response)) {
      stat.parserRefusals++;
      if (stat.samples.length < 5)
        stat.samples.push(describe(spec, response, `refused by the HTTP parser: ${parsed.why}`));
    } else {
      stat.notEnvelope++;
      if (stat.samples.length < 5)
        stat.samples.push(describe(spec, response, `not the envelope: ${parsed.why}`));
    }
  }
  if (response.status >= 500) {
    stat.serverErrors++;
    if (stat.samples.length < 5) stat.samples.push(describe(spec, response, `HTTP ${response.status}`));
  }
  return envelope;
}
