/**
 * The articles through /console-api (issue 18): editors and owners save a version per
 * article and locale (support reads), viewers get the newest at once (the page and the JSON
 * API) through the same safe renderer, history lists who and when, restoring makes a new
 * version, and every write is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleData } from '#shared/contract/article.ts';
import { auditResponse } from '#shared/contract/console-auth.ts';
import { articleDetail, articleList, articleVersion } from '#shared/contract/console-articles.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  consoleCall,
  setUpConsoleTeam,
  testClock,
  type ConsoleSession,
} from '../operator/console.testing.ts';

const clock = testClock();
let t: TestApp;
let owner: ConsoleSession;
let editor: ConsoleSession;
let support: ConsoleSession;

const call = (method: 'GET' | 'POST', path: string, body?: unknown, session = editor) =>
  consoleCall(t.app, method, `/articles${path}`, { session, ...(body === undefined ? {} : { body }) });

const page = async (key: string, language: number) =>
  (await t.app.inject({ method: 'GET', url: `/article/${key}?language=${language}` })).body;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  ({ owner, editor, support } = await setUpConsoleTeam(t.app, clock));
});
afterAll(async () => {
  await t.close();
});

describe('articles', () => {
  it('support reads but may not write; bad input is 601, an unknown version 404', async () => {
    const list = articleList.parse((await call('GET', '', undefined, support)).body.data);
    // Four articles (agreement, privacy, help, wallet rules) in five languages.
    expect(list.items).toHaveLength(20);
    expect(list.items.find((i) => i.key === 'user' && i.locale === 'en')).toMatchObject({
      title: 'User Agreement',
      version: 0,
    });
    expect((await call('POST', '/user/en', { body: '# T\n\nx' }, support)).body.code).toBe(903);
    expect((await call('GET', '/user/xx')).body.code).toBe(601);
    expect((await call('GET', '/terms/en')).body.code).toBe(601);
    expect((await call('POST', '/user/en', { body: 'no title' })).body.code).toBe(601);
    expect((await call('GET', '/user/en/7')).body.code).toBe(404);
    expect((await call('POST', '/user/en/7/restore', {})).body.code).toBe(404);
  });

  it('the built-in text is the starting point; a save is served at once, escaped', async () => {
    const start = articleDetail.parse((await call('GET', '/privacy/th')).body.data);
    expect(start.version).toBe(0);
    expect(start.body).toMatch(/^# /);
    const body =
      '# Privacy v1\n\n## Data\n\nWe keep <script>alert(1)</script> nothing. [x](javascript:alert(1))\n';
    const saved = articleDetail.parse((await call('POST', '/privacy/th', { body })).body.data);
    expect(saved).toMatchObject({ version: 1, body });
    expect(saved.history.map((v) => [v.version, v.operator_name])).toEqual([[1, 'Edda']]);
    const html = await page('privacy', 4);
    expect(html).toContain('<h1>Privacy v1</h1>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="javascript:');
    const api = await t.api.get('/api/site/article/get-article', { key: 'privacy' }, { language: 4 });
    const data = articleData.parse(api.body.data);
    expect(data.title).toBe('Privacy v1');
    expect(data.updated).toBe(new Date(clock.now()).toISOString().slice(0, 10));
    // Other languages keep their file.
    expect(await page('privacy', 3)).toContain('<h1>Privacy Policy</h1>');
  });

  it('history lists who and when; any version can be viewed and restored (a new version)', async () => {
    clock.advance(60_000);
    await call('POST', '/privacy/th', { body: '# Privacy v2\n\nSecond.' }, owner);
    const v1 = articleVersion.parse((await call('GET', '/privacy/th/1', undefined, support)).body.data);
    expect(v1.body).toContain('# Privacy v1');
    expect(await page('privacy', 4)).toContain('<h1>Privacy v2</h1>');
    const restored = articleDetail.parse((await call('POST', '/privacy/th/1/restore', {})).body.data);
    expect(restored.version).toBe(3);
    expect(restored.history.map((v) => [v.version, v.operator_name, v.restored_from])).toEqual([
      [3, 'Edda', 1],
      [2, 'Olga', null],
      [1, 'Edda', null],
    ]);
    expect(await page('privacy', 4)).toContain('<h1>Privacy v1</h1>');
    const audit = auditResponse.parse(
      (await consoleCall(t.app, 'GET', '/audit?entity=article', { session: owner })).body.data,
    );
    expect(audit.items.map((i) => [i.action, i.entity_id, i.operator_name])).toEqual([
      ['restore', 'privacy/th', 'Edda'],
      ['update', 'privacy/th', 'Olga'],
      ['update', 'privacy/th', 'Edda'],
    ]);
  });
});
