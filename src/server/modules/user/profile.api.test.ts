import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadData } from '#shared/contract/upload.ts';
import { userInfoData } from '#shared/contract/user.ts';
import { buildTestApp, deviceToken, type TestApp } from '../../testing/build-test-app.ts';
import { makeImage, uploadFile } from '../upload/upload.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userInfo(token: string) {
  const res = await t.api.post('/user/index', undefined, { token });
  return userInfoData.parse(res.body.data);
}

describe('POST /user/update-profile: nickname', () => {
  it('sets the trimmed nickname of a guest and answers the fresh user info', async () => {
    const token = await deviceToken(t.api, 'profile-device-00001');
    const res = await t.api.post('/user/update-profile', { nickname: '  Drama Fan  ' }, { token });
    expect(res.body.code).toBe(200);
    const info = userInfoData.parse(res.body.data);
    expect(info.nickname).toBe('Drama Fan');
    expect((await userInfo(token)).nickname).toBe('Drama Fan');
  });

  it('counts characters as people see them: 20 emoji or Thai letters are fine, 21 are not', async () => {
    const token = await deviceToken(t.api, 'profile-device-00002');
    const twenty = '😀'.repeat(20);
    expect((await t.api.post('/user/update-profile', { nickname: twenty }, { token })).body.code).toBe(200);
    expect((await userInfo(token)).nickname).toBe(twenty);
    const thai = 'ก'.repeat(20);
    expect((await t.api.post('/user/update-profile', { nickname: thai }, { token })).body.code).toBe(200);

    const long = await t.api.post('/user/update-profile', { nickname: 'x'.repeat(21) }, { token });
    expect(long.body).toMatchObject({
      code: 601,
      msg: 'The nickname can be at most 20 characters',
      data: null,
    });
    expect((await userInfo(token)).nickname).toBe(thai);
  });

  it.each([
    ['empty', ''],
    ['blank', '   \t '],
    ['invisible', '\u202e\u200b'],
  ])(
    'refuses an %s nickname with "Please fill in nickname", in the request language',
    async (_n, nickname) => {
      const token = await deviceToken(t.api, 'profile-device-00003');
      const en = await t.api.post('/user/update-profile', { nickname }, { token });
      expect(en.body).toMatchObject({ code: 601, msg: 'Please fill in nickname' });
      const zh = await t.api.post('/user/update-profile', { nickname }, { token, language: 1 });
      expect(zh.body.msg).toBe('请填写昵称');
    },
  );

  it('refuses control characters', async () => {
    const token = await deviceToken(t.api, 'profile-device-00004');
    const res = await t.api.post('/user/update-profile', { nickname: 'a\u0000b' }, { token });
    expect(res.body.code).toBe(601);
  });

  it('refuses a nickname that is not well-formed text (a lone surrogate), storing nothing', async () => {
    const token = await deviceToken(t.api, 'profile-device-00006');
    const before = (await userInfo(token)).nickname;
    for (const nickname of ['\ud800', 'Fan\udfff']) {
      const res = await t.api.post('/user/update-profile', { nickname }, { token });
      expect(res.body).toMatchObject({
        code: 601,
        msg: 'The nickname contains characters that are not allowed',
      });
    }
    expect((await userInfo(token)).nickname).toBe(before);
  });

  it('refuses an empty request and a non-string nickname', async () => {
    const token = await deviceToken(t.api, 'profile-device-00005');
    expect((await t.api.post('/user/update-profile', {}, { token })).body.code).toBe(601);
    expect((await t.api.post('/user/update-profile', { nickname: 5 }, { token })).body.code).toBe(601);
  });

  it('answers 301 without a session', async () => {
    const res = await t.api.post('/user/update-profile', { nickname: 'Nobody' });
    expect(res.body).toMatchObject({ code: 301, data: null });
  });
});

describe('POST /user/update-profile: avatar', () => {
  it('sets an avatar uploaded through /api/comm/upload', async () => {
    const token = await deviceToken(t.api, 'profile-device-00010');
    const upload = await uploadFile(t.app, await makeImage(256, 256), { token });
    const { fileUrl } = uploadData.parse(upload.body.data);
    const res = await t.api.post('/user/update-profile', { avatar: fileUrl }, { token });
    expect(res.body.code).toBe(200);
    expect(userInfoData.parse(res.body.data).avatar).toBe(fileUrl);
    expect((await userInfo(token)).avatar).toBe(fileUrl);
  });

  it('sets nickname and avatar together', async () => {
    const token = await deviceToken(t.api, 'profile-device-00011');
    const upload = await uploadFile(t.app, await makeImage(300, 300), { token });
    const { fileUrl } = uploadData.parse(upload.body.data);
    const res = await t.api.post('/user/update-profile', { avatar: fileUrl, nickname: 'Both' }, { token });
    expect(userInfoData.parse(res.body.data)).toMatchObject({ avatar: fileUrl, nickname: 'Both' });
  });

  it.each([
    ['an outside URL', 'https://evil.example/a.webp'],
    ['a protocol-relative URL', '//evil.example/uploads/avatars/a.webp'],
    ['a path outside the folder', '/uploads/avatars/../../secrets.json'],
    ['another extension', `/uploads/avatars/${'a'.repeat(64)}.png`],
    ['a well-formed name that was never uploaded', `/uploads/avatars/${'b'.repeat(64)}.webp`],
    ['an empty string', ''],
  ])('refuses %s', async (_n, avatar) => {
    const token = await deviceToken(t.api, 'profile-device-00012');
    const before = (await userInfo(token)).avatar;
    const res = await t.api.post('/user/update-profile', { avatar }, { token });
    expect(res.body).toMatchObject({ code: 601, msg: 'Please upload the avatar again' });
    expect((await userInfo(token)).avatar).toBe(before);
  });
});
