import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSettingData } from '#shared/contract/setting.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      TIKTOK_CLIENT_KEY: 'tt-key',
      TIKTOK_CLIENT_SECRET: 'tt-very-secret',
      FACEBOOK_APP_ID: '1234',
      FACEBOOK_APP_SECRET: 'fb-very-secret',
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('POST /service/check-setting', () => {
  it('answers every field of SPEC 3 without a token', async () => {
    const res = await t.api.post('/service/check-setting', {});
    expect(res.body.code).toBe(200);
    const data = checkSettingData.parse(res.body.data);
    expect(Object.keys(data.system_setting).sort()).toEqual(
      [
        'email',
        'index_image',
        'appName',
        'icon',
        'pixel_facebook',
        'pixel_tiktok',
        'facebook_appid',
        'facebook_version',
        'tiktok_clientkey',
        'tiktok_sercet',
        'use_language',
        'use_lanaguage_switch',
        // Ours, beside SPEC 3's fields: whether email login is offered.
        'email_login',
      ].sort(),
    );
    expect(data.system_setting.facebook_appid).toBe('1234');
    expect(data.system_setting.tiktok_clientkey).toBe('tt-key');
    expect(data.system_setting.use_language).toBe(0);
    expect(data.system_setting.use_lanaguage_switch).toBe(1);
  });

  it('never sends a secret', async () => {
    const res = await t.api.post('/service/check-setting');
    expect(res.raw.body).not.toContain('tt-very-secret');
    expect(res.raw.body).not.toContain('fb-very-secret');
    expect(res.raw.body).not.toContain(t.config.apiSignKey);
    expect(res.raw.body).not.toContain(t.config.mediaSecret);
    expect(
      (res.body.data as { system_setting: { tiktok_sercet: string } }).system_setting.tiktok_sercet,
    ).toBe('');
  });

  it('reads settings from the database', async () => {
    await t.app.services.settings.update('use_language', 3);
    const res = await t.api.post('/service/check-setting', {});
    expect(checkSettingData.parse(res.body.data).system_setting.use_language).toBe(3);
    await t.app.services.settings.update('use_language', 0);
  });

  it('lists user and privacy protocols whose pages open in all five languages', async () => {
    for (const { id, locale } of LANGUAGES) {
      const res = await t.api.post('/service/check-setting', {}, { language: id });
      const { protocol_list } = checkSettingData.parse(res.body.data);
      for (const entry of [protocol_list.user, protocol_list.privacy]) {
        expect(entry.title.length).toBeGreaterThan(0);
        const page = await t.app.inject({ method: 'GET', url: entry.url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain(`lang="${locale}"`);
        expect(page.body.length).toBeGreaterThan(1000);
      }
    }
  });

  it('serves the articles through the API with the signed GET', async () => {
    const res = await t.api.get('/api/site/article/get-article', { key: 'privacy' }, { language: 3 });
    expect(res.body.code).toBe(200);
    expect((res.body.data as { title: string }).title.length).toBeGreaterThan(0);
    const bad = await t.api.get('/api/site/article/get-article', { key: 'nope' });
    expect(bad.body.code).toBe(601);
  });
});

describe('stored settings', () => {
  it('reads a pixel id stored as a number as its text (ids are digits)', async () => {
    await t.app.services.settings.update('pixel_facebook', 1234567890123456);
    const res = await t.api.post('/service/check-setting', {});
    const data = checkSettingData.parse(res.body.data);
    expect(data.system_setting.pixel_facebook).toBe('1234567890123456');
    await t.app.services.settings.update('pixel_facebook', '');
  });
});
