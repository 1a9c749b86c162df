/**
 * The audit log names what a row is about in words (the console audit: "Episode #99" told an
 * operator nothing): an episode by its series' title in the console's language and its number
 * now; one deleted since by what the row recorded; a series by its title. One query a page.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditResponse, type AuditEntry } from '#shared/contract/console-auth.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createSeriesRepository } from '../catalogue/series.repository.ts';
import { CLI_ACTOR } from './audit.service.ts';
import { consoleCall, setUpConsoleTeam, testClock, type ConsoleSession } from './console.testing.ts';

const clock = testClock();
let t: TestApp;
let owner: ConsoleSession;
let editor: ConsoleSession;
let seriesId = 0;
const ids: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ({ owner, editor } = await setUpConsoleTeam(t.app, clock));
  const made = await consoleCall(t.app, 'POST', '/series', {
    session: editor,
    body: {
      status: 'new',
      texts: {
        en: { title: 'Love in Bangkok', synopsis: '' },
        th: { title: 'รักที่กรุงเทพฯ', synopsis: '' },
      },
      tag_ids: [],
      free_episodes: 1,
      episode_price: 5,
    },
  });
  seriesId = (made.body.data as { id: number }).id;
  const repo = createSeriesRepository(t.database.db);
  for (const n of [1, 2, 3]) ids.push(await repo.addEpisode(seriesId, n));
  // Subtitle writes record the episode's id and the track only, as subtitle-console.service.ts does.
  for (const id of ids) {
    await t.app.services.audit.record(t.app.services.uow.read, CLI_ACTOR, {
      action: 'subtitle_add',
      entity: 'episode',
      entityId: id,
      after: { locale: 'th', cues: 3 },
    });
  }
  // A draft's episode 2 goes; episode 3 moves down to 2.
  const deleted = await consoleCall(t.app, 'POST', `/series/${seriesId}/episodes/${ids[1]}/delete`, {
    session: editor,
    body: {},
  });
  expect(deleted.body.code).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function audit(query: string, language: number): Promise<AuditEntry[]> {
  const res = await consoleCall(t.app, 'GET', `/audit?${query}`, {
    session: owner,
    headers: { language: String(language) },
  });
  expect(res.body.code).toBe(200);
  return auditResponse.parse(res.body.data).items;
}

const row = (items: readonly AuditEntry[], action: string, id: number | undefined) =>
  items.find((e) => e.action === action && e.entity_id === String(id));

describe('the audit log’s targets', () => {
  it('names an episode by its series (in the console language) and its number now', async () => {
    const spy = vi.spyOn(t.app.services.uow.read.audit, 'targets');
    const thai = await audit('entity=episode&size=100', 4);
    // One query for the page, however many rows name an episode.
    expect(thai.length).toBe(4);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    const inThai = { series_id: seriesId, series_title: 'รักที่กรุงเทพฯ', deleted: false };
    expect(row(thai, 'subtitle_add', ids[0])?.target).toEqual({ ...inThai, episode_number: 1 });
    expect(row(thai, 'subtitle_add', ids[2])?.target).toEqual({ ...inThai, episode_number: 2 });
    // No Simplified Chinese title: the English one.
    const chinese = await audit('entity=episode&size=100', 1);
    expect(row(chinese, 'subtitle_add', ids[0])?.target?.series_title).toBe('Love in Bangkok');
  });

  it('names an episode deleted since by what its row recorded, else says only that it is gone', async () => {
    const items = await audit('entity=episode&size=100', 3);
    expect(row(items, 'delete', ids[1])?.target).toEqual({
      series_id: seriesId,
      series_title: 'Love in Bangkok',
      episode_number: 2,
      deleted: true,
    });
    // A subtitle's row recorded neither series nor number.
    expect(row(items, 'subtitle_add', ids[1])?.target).toEqual({
      series_id: null,
      series_title: null,
      episode_number: null,
      deleted: true,
    });
  });

  it('names a series by its title, and leaves other entities to their ids', async () => {
    const series = await audit('entity=series', 4);
    expect(row(series, 'create', seriesId)?.target).toEqual({
      series_id: seriesId,
      series_title: 'รักที่กรุงเทพฯ',
      episode_number: null,
      deleted: false,
    });
    const operators = await audit('entity=operator', 3);
    expect(operators.length).toBeGreaterThan(0);
    expect(operators.every((e) => e.target === null)).toBe(true);
  });
});
