import { describe, expect, it } from 'vitest';
import { chineseNumeral, episodeNumberFrom } from './episode-number.ts';

describe('episodeNumberFrom', () => {
  it.each([
    ['ep01.mp4', 1],
    ['E12 final.mp4', 12],
    ['第3集.mp4', 3],
    ['drama_s01e07.mp4', 7],
    ['12.mp4', 12],
    ['012.MOV', 12],
    ['EP 5.m4v', 5],
    ['Eps.6.mp4', 6],
    ['Episode-3 (final cut).mp4', 3],
    ['Show.S2.E10.1080p.mov', 10],
    ['The Heiress S01E02 720p.mp4', 2],
    ['霸道总裁 第十二集.mp4', 12],
    ['第 5 话.mp4', 5],
    ['第二十回.mp4', 20],
    ['第一百零五集.mp4', 105],
    ['ตอนที่ 4.mp4', 4],
    ['ตอน 9 จบ.mp4', 9],
    ['07 - the return.mp4', 7],
    ['my drama 07.mp4', 7],
    ['my-drama_08.mp4', 8],
    ['ｅｐ０３.mp4', 3],
    ['folder/sub/ep04.mp4', 4],
    ['C:\\videos\\ep05.mp4', 5],
  ])('%s → %i', (name, expected) => {
    expect(episodeNumberFrom(name)).toBe(expected);
  });

  it.each([
    'trailer.mp4',
    'final cut 1080p.mp4',
    '4k master.mov',
    '1920x1080.mp4',
    'drama 2 version 3.mp4',
    'ep0.mp4',
    'ep12345.mp4',
    '.mp4',
    '',
    'the12th.mp4',
  ])('%s → undefined', (name) => {
    expect(episodeNumberFrom(name)).toBeUndefined();
  });
});

describe('chineseNumeral', () => {
  it.each([
    ['三', 3],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['二十三', 23],
    ['一百零五', 105],
    ['两百', 200],
  ])('%s → %i', (text, expected) => {
    expect(chineseNumeral(text)).toBe(expected);
  });

  it('refuses what is not a numeral', () => {
    expect(chineseNumeral('')).toBeUndefined();
    expect(chineseNumeral('三a')).toBeUndefined();
  });
});
