/**
 * The audit log names what a row is about in words (the console audit: "Episode #99" or
 * "Operator #4" told an operator nothing): an episode by its series' title in the console's
 * language and its number now; one deleted since by what the row recorded; a series by its
 * title; an operator, a person, a package, a banner, a tag, feedback and a saved reply by what
 * names them. One query per kind of entity on the page, however many rows name it (a logger on
 * the database counts the statements sent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse, type AuditEntry } from '#shared/contract/console-auth.ts';
import { homeCuration } from '#shared/contract/console-home.ts';
import { replyTemplate } from '#shared/contract/console-feedback.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createSeriesRepository } from '../catalogue/series.repository.ts';
import { CLI_ACTOR } from './audit.service.ts';
import { consoleCall, setUpConsoleTeam, testClock, type ConsoleSession } from './console.testing.ts';

const clock = testClock();
const statements: string[] = [];
let t: TestApp;
let owner: ConsoleSession;
let editor: ConsoleSession;
let support: ConsoleSession;
let seriesId = 0;
const ids: number[] = [];
const made = { uid: 0, guestUid: 0, feedbackId: 0, tagId: 0, bannerId: 0, goneBannerId: 0 };
const templates = { kept: 0, gone: 0 };

async function post(session: ConsoleSession, path: string, body: unknown) {
  const res = await consoleCall(t.app, 'POST', path, { session, body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** A viewer's uid, with the nickname they chose ('' for none). */
async function viewer(udid: string, nickname: string): Promise<number> {
  const token = await deviceToken(t.api, udid);
  if (nickname)
    expect((await t.api.post('/user/update-profile', { nickname }, { token })).body.code).toBe(200);
  return ((await t.api.post('/user/index', undefined, { token })).body.data as { uid: number }).uid;
}

beforeAll(async () => {
  const database = await openTestDatabase({ logger: { logQuery: (query) => statements.push(query) } });
  t = await buildTestApp({ database, now: clock.now, env: { EVENTS: 'off' } });
  ({ owner, editor, support } = await setUpConsoleTeam(t.app, clock));
  const created = await post(editor, '/series', {
    status: 'new',
    texts: {
      en: { title: 'Love in Bangkok', synopsis: '' },
      th: { title: 'รักที่กรุงเทพฯ', synopsis: '' },
    },
    tag_ids: [],
    free_episodes: 1,
    episode_price: 5,
  });
  seriesId = (created as { id: number }).id;
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
  await post(editor, `/series/${seriesId}/episodes/${ids[1]}/delete`, {});

  // A viewer who chose a name is blocked; a guest writes feedback, which support answers.
  made.uid = await viewer('audit-names-device-01', 'Noi');
  await post(owner, `/people/${made.uid}/block`, { reason: 'spam' });
  made.guestUid = await viewer('audit-names-device-02', '');
  const words = 'The video stops after a few seconds on every episode of this series, please help';
  made.feedbackId = (
    await t.app.services.uow.read.feedback.insert(made.guestUid, {
      type: 'other',
      content: words,
      contact: 'line: noi',
      language: 4,
    })
  ).id;
  await post(support, `/feedback/${made.feedbackId}/reply`, { body: 'Fixed now, sorry!' });

  // Package 101 (500 coins) is edited; a package this database never had was recorded as VIP.
  for (const [entityId, after] of [
    [101, { type: 1, gold: 500, vipDays: 0 }],
    [9999, { type: 2, gold: 0, vipDays: 30 }],
  ] as const) {
    await t.app.services.audit.record(t.app.services.uow.read, CLI_ACTOR, {
      action: 'update',
      entity: 'goods',
      entityId,
      after,
    });
  }

  made.tagId = (
    (await post(editor, '/tags', { slug: 'romance', names: { en: 'Romance', th: 'โรแมนติก' } })) as {
      id: number;
    }
  ).id;
  const banner = { drama_id: seriesId, image: null, show_from: null, show_until: null };
  made.bannerId = homeCuration.parse(await post(editor, '/home/banners', banner)).banners[0]?.id ?? 0;
  const two = homeCuration.parse(await post(editor, '/home/banners', banner)).banners;
  made.goneBannerId = two.find((b) => b.id !== made.bannerId)?.id ?? 0;
  await post(editor, `/home/banners/${made.goneBannerId}/delete`, {});

  const template = (title: string) => ({ language: 3, title, body: 'We are on it.' });
  templates.kept = replyTemplate.parse(
    await post(support, '/feedback/templates', template('Refund steps')),
  ).id;
  templates.gone = replyTemplate.parse(await post(support, '/feedback/templates', template('Old promo'))).id;
  await post(support, `/feedback/templates/${templates.gone}/delete`, {});
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

/** The statements one audit call sends beyond those of a call whose page names nothing. */
async function extraStatements(query: string): Promise<{ items: AuditEntry[]; extra: number }> {
  await audit('entity=nothing', 3);
  statements.length = 0;
  await audit('entity=nothing', 3);
  const baseline = statements.length;
  statements.length = 0;
  const items = await audit(query, 3);
  return { items, extra: statements.length - baseline };
}

const row = (items: readonly AuditEntry[], action: string, id: number | string | undefined) =>
  items.find((e) => e.action === action && e.entity_id === String(id));

describe('the audit log’s targets', () => {
  it('names an episode by its series (in the console language) and its number now', async () => {
    const { items, extra } = await extraStatements('entity=episode&size=100');
    // One query for the page, however many rows name an episode.
    expect(items.length).toBe(4);
    expect(extra).toBe(1);
    const thai = await audit('entity=episode&size=100', 4);
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

  it('names a series by its title', async () => {
    const series = await audit('entity=series', 4);
    expect(row(series, 'create', seriesId)?.target).toEqual({
      series_id: seriesId,
      series_title: 'รักที่กรุงเทพฯ',
      episode_number: null,
      deleted: false,
    });
  });

  const unnamed = { series_id: null, series_title: null, episode_number: null, deleted: false };

  it('names an operator by name and role, a person by what the People page needs', async () => {
    const operators = await audit('entity=operator&action=create', 3);
    expect(operators.map((e) => e.target)).toEqual(
      expect.arrayContaining([
        { ...unnamed, name: 'Edda', role: 'editor' },
        { ...unnamed, name: 'Sue', role: 'support' },
      ]),
    );
    const people = await audit('entity=user', 3);
    expect(row(people, 'block', made.uid)?.target).toEqual({
      ...unnamed,
      person: { uid: made.uid, nickname: 'Noi', email: null },
    });
  });

  it('names a package in the console language, one gone by what its row recorded', async () => {
    const english = await audit('entity=goods', 3);
    expect(row(english, 'update', 101)?.target).toEqual({ ...unnamed, name: '500 Coins' });
    expect(row(english, 'update', 9999)?.target).toEqual({ ...unnamed, name: 'Monthly VIP', deleted: true });
    const thai = await audit('entity=goods', 4);
    expect(row(thai, 'update', 101)?.target?.name).toBe('500 เหรียญ');
  });

  it('names a banner by its series, a tag in the console language', async () => {
    const banners = await audit('entity=banner', 4);
    const series = { ...unnamed, series_id: seriesId, series_title: 'รักที่กรุงเทพฯ' };
    expect(row(banners, 'create', made.bannerId)?.target).toEqual(series);
    // Deleted since: the series its row recorded, titled as it is now.
    expect(row(banners, 'delete', made.goneBannerId)?.target).toEqual({ ...series, deleted: true });
    expect(row(await audit('entity=tag', 4), 'create', made.tagId)?.target).toEqual({
      ...unnamed,
      name: 'โรแมนติก',
    });
    // No Simplified Chinese name: the English one.
    expect(row(await audit('entity=tag', 1), 'create', made.tagId)?.target?.name).toBe('Romance');
  });

  it('names feedback by its first words and writer, a saved reply by its title', async () => {
    const feedback = await audit('entity=feedback', 3);
    expect(row(feedback, 'reply', made.feedbackId)?.target).toEqual({
      ...unnamed,
      name: 'The video stops after a few seconds on…',
      person: { uid: made.guestUid, nickname: '', email: null },
    });
    const replies = await audit('entity=reply_template', 3);
    expect(row(replies, 'create', templates.kept)?.target).toEqual({ ...unnamed, name: 'Refund steps' });
    // Deleted since: the title its delete recorded.
    expect(row(replies, 'delete', templates.gone)?.target).toEqual({
      ...unnamed,
      name: 'Old promo',
      deleted: true,
    });
  });

  it('reads each kind on a page once: one statement per kind, not per row', async () => {
    const { items, extra } = await extraStatements('size=100');
    expect(items.length).toBeGreaterThan(15);
    const kinds = new Set(items.map((e) => e.entity));
    expect([...kinds]).toEqual(
      expect.arrayContaining(['operator', 'user', 'goods', 'banner', 'tag', 'feedback', 'reply_template']),
    );
    // Series and episodes, operators, people, packages, banners, tags, feedback, saved replies.
    expect(extra).toBe(8);
    // A page of operators alone: one.
    expect((await extraStatements('entity=operator&size=100')).extra).toBe(1);
  });
});
