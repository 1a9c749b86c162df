/**
 * Release pushes in end-to-end specs (issue 19): the port of the test push server
 * (src/server/testing/push-server.ts) that the e2e server may send to (playwright.config.ts
 * sets PUSH_ALLOW_ORIGIN to it), and the console calls an editor makes to release an episode.
 */
import { expect, type Page } from '@playwright/test';
import type { SeriesDetail } from '../../src/shared/contract/console-catalogue.ts';

/** E2E_PUSH_PORT, else the port after the app's. */
export const E2E_PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1);
export const E2E_PUSH_ORIGIN = `http://127.0.0.1:${E2E_PUSH_PORT}`;

async function consoleCall<T>(
  operator: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const me = await operator.request.get('/console-api/auth/me');
  const csrf = ((await me.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const response = await operator.request.fetch(`/console-api${path}`, {
    method,
    headers: { 'x-csrf-token': csrf, language: '3' },
    ...(body === undefined ? {} : { data: body }),
  });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

export function seriesDetail(operator: Page, id: number): Promise<SeriesDetail> {
  return consoleCall(operator, 'GET', `/series/${id}`);
}

/** Sets an episode's release time (null: out with its series); its price stays. */
export async function setReleaseAt(
  operator: Page,
  seriesId: number,
  number: number,
  at: Date | null,
): Promise<void> {
  const episode = (await seriesDetail(operator, seriesId)).episodes.find((e) => e.number === number);
  if (!episode) throw new Error(`series ${seriesId} has no episode ${number}`);
  await consoleCall(operator, 'POST', `/series/${seriesId}/episodes/${episode.id}`, {
    release_at: at?.toISOString() ?? null,
  });
}

/**
 * Gives an episode viewers can see a later release time: the console refuses that on a series
 * on the air (viewers may have bought it), so the series goes off the air for the change, as
 * the refusal tells an operator to do, and back on.
 */
export async function holdBackEpisode(
  operator: Page,
  seriesId: number,
  number: number,
  at: Date,
): Promise<void> {
  await consoleCall(operator, 'POST', `/series/${seriesId}/unpublish`);
  await setReleaseAt(operator, seriesId, number, at);
  await consoleCall(operator, 'POST', `/series/${seriesId}/publish`);
}

/** Runs the release check now (POST /console-api/releases/check). */
export function checkReleases(
  operator: Page,
): Promise<{ released: number; notices: number; pushes: number }> {
  return consoleCall(operator, 'POST', '/releases/check');
}
