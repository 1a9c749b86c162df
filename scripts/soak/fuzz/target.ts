/**
 * What a fuzz target is: a name, an arbitrary that yields a function building the request when
 * it is sent (time, signature, a token that is still alive), and `after`, which learns from the
 * answer (tokens, orders, ids) for the requests to come. The context is what the run knows.
 */
import type fc from 'fast-check';
import type { Envelope, RawRequest, RawResponse } from '../http.ts';
import type { Pools } from '../pools.ts';

export interface FuzzContext {
  pools: Pools;
  /** Number of server instances; requests are spread over them. */
  instances: number;
  /** The instance configured with Stripe (against a fake Stripe API). */
  stripeInstance: number;
  ports(): number[];
  /** Media keys and files of the catalogue fixture (real files on disk). */
  mediaKeys: string[];
  posters: string[];
  /** Images to upload (a valid avatar and near misses). */
  images: Buffer[];
}

export interface RequestSpec extends RawRequest {
  instance: number;
  /** Whether the route promises the envelope for this request. */
  envelope: boolean;
  /** The pooled session token sent, if any (dropped from the pool when it answers 301). */
  token?: string | undefined;
}

export type CaseFn = (ctx: FuzzContext) => RequestSpec;

export interface Target {
  name: string;
  arbitrary: fc.Arbitrary<CaseFn>;
  after?: (
    ctx: FuzzContext,
    spec: RequestSpec,
    response: RawResponse,
    envelope: Envelope | undefined,
  ) => void;
}

/** An order in the pools: what a gateway notification or page names. */
export interface PooledOrder {
  tradeNo: string;
  amountCents: number;
}

export function isOrder(value: unknown): value is PooledOrder {
  return typeof value === 'object' && value !== null && 'tradeNo' in value && 'amountCents' in value;
}
