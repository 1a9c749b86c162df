/**
 * The bound of issue 17 (decision 0033): every cache between the database and a viewer's fresh
 * request may add its whole time to the last one's; together they stay inside the bound.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FRESHNESS } from '#shared/constants.ts';
import { CATALOGUE_CACHE_TTL_MS } from './catalogue.cache.ts';

describe('catalogue freshness', () => {
  const { boundMs, serverTtlMs, maxAgeS, clientStaleMs } = CATALOGUE_FRESHNESS;

  it('keeps listings (process, CDN, browser, the app) inside the bound', () => {
    // A CDN that does not pass on Age lets the browser keep the copy once more.
    expect(serverTtlMs + 2 * maxAgeS * 1000 + clientStaleMs).toBeLessThan(boundMs);
  });

  it('keeps the per-user reads (no-store answers) inside the bound', () => {
    expect(CATALOGUE_CACHE_TTL_MS).toBeLessThan(boundMs);
  });
});
