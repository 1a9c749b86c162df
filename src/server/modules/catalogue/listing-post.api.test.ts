/**
 * The listings are signed GETs (decision 0004), and also answer a POST with the same fields as
 * a JSON body (decision 0051), for a client written from DESIGN 2, which has the calls SPEC.md
 * leaves unshown as POSTs. Only the GET is cacheable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dramaPage, homeData, tagsData } from '#shared/contract/catalogue.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { seedFixtureDramas } from '../../testing/fixture-dramas.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedFixtureDramas(t);
});
afterAll(async () => {
  await t.close();
});

describe('a listing asked with POST', () => {
  it('answers what the GET answers, not cached', async () => {
    const get = await t.api.get('/video/list', { page: '1', page_size: '1' });
    const post = await t.api.post('/video/list', { page: 1, page_size: 1 });
    expect(post.status).toBe(200);
    expect(post.body.code).toBe(200);
    expect(dramaPage.parse(post.body.data)).toEqual(dramaPage.parse(get.body.data));
    expect(post.raw.headers['cache-control']).toBe('no-store');
    expect(get.raw.headers['cache-control']).toMatch(/^public/);

    const home = await t.api.post('/video/home');
    expect(homeData.parse(home.body.data).rails.length).toBeGreaterThan(0);
    expect(tagsData.parse((await t.api.post('/video/tags', {})).body.data).list.length).toBeGreaterThan(0);
    const rank = await t.api.post('/video/rank', { page: 1 });
    expect(rank.body.code).toBe(200);
    const search = await t.api.post('/video/search', { keyword: 'zzzz-nothing', page: 1 });
    expect(dramaPage.parse(search.body.data).total).toBe(0);
  });

  it('validates its body as the GET its query, and lists POST among the methods', async () => {
    const bad = await t.api.post('/video/list', { page: 0 });
    expect(bad.body.code).toBe(601);
    const put = await t.app.inject({ method: 'PUT', url: '/enjoy-api/video/list' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
  });
});
