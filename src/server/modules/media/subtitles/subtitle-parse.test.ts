import { describe, expect, it } from 'vitest';
import { decodeSubtitleBytes, parseSubtitleText, parseTimestamp } from './subtitle-parse.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const times = (text: string) => parseSubtitleText(text).cues.map((c) => [c.startMs, c.endMs, c.text]);

describe('decoding the bytes', () => {
  it('strips a UTF-8 byte order mark', () => {
    const decoded = decodeSubtitleBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('WEBVTT\n')]));
    expect(decoded).toEqual({ ok: true, text: 'WEBVTT\n' });
  });

  it('refuses invalid UTF-8 and says on which line the first bad byte is', () => {
    // "é" in Latin-1 (0xe9) on the third line, as a Windows editor saves it.
    const latin1 = new Uint8Array([
      ...bytes('1\r\n00:00:01,000 --> 00:00:02,000\r\nCaf'),
      0xe9,
      ...bytes('\r\n'),
    ]);
    expect(decodeSubtitleBytes(latin1)).toEqual({ ok: false, problem: { code: 'not_utf8', line: 3 } });
    // GBK-encoded Chinese on line 1.
    expect(decodeSubtitleBytes(new Uint8Array([0xc4, 0xe3, 0xba, 0xc3]))).toEqual({
      ok: false,
      problem: { code: 'not_utf8', line: 1 },
    });
  });

  it('refuses UTF-16, with or without its byte order mark', () => {
    expect(decodeSubtitleBytes(new Uint8Array([0xff, 0xfe, 0x31, 0x00]))).toMatchObject({ ok: false });
    expect(decodeSubtitleBytes(new Uint8Array([0xfe, 0xff, 0x00, 0x31]))).toMatchObject({ ok: false });
    expect(decodeSubtitleBytes(bytes('1\n\0'))).toEqual({
      ok: false,
      problem: { code: 'not_utf8', line: 2 },
    });
  });

  it('keeps any valid UTF-8: Thai, Chinese, emoji', () => {
    expect(decodeSubtitleBytes(bytes('สวัสดี 你好 🎬'))).toEqual({ ok: true, text: 'สวัสดี 你好 🎬' });
  });
});

describe('timestamps', () => {
  it('reads hours or none, a dot or a comma, 1 to 3 digits of milliseconds', () => {
    expect(parseTimestamp('01:02:03.456')).toBe(3_723_456);
    expect(parseTimestamp('02:03.456')).toBe(123_456);
    expect(parseTimestamp('00:00:01,500')).toBe(1500);
    expect(parseTimestamp('0:00:07,000')).toBe(7000);
    expect(parseTimestamp('00:00:01.5')).toBe(1500);
    expect(parseTimestamp('00:00:01')).toBe(1000);
  });

  it('refuses what is not a time', () => {
    for (const bad of [
      '',
      'xx',
      '00:60.000',
      '00:61:00.000',
      '00:00:0x,000',
      '1.5',
      '00:00:01.5000',
      '-00:01.000',
    ])
      expect(parseTimestamp(bad), bad).toBeUndefined();
  });
});

describe('WebVTT', () => {
  it('reads cues with or without ids, skipping NOTE, STYLE and REGION blocks and cue settings', () => {
    const text = [
      'WEBVTT - a title',
      'Kind: captions',
      '',
      'NOTE a comment',
      'over two lines',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      'intro',
      '00:01.000 --> 00:02.500 align:start line:0%',
      '<i>Hello</i>',
      'second line',
      '',
      '00:00:03.000 --> 00:00:04.000',
      'World',
      '',
    ].join('\n');
    const parsed = parseSubtitleText(text);
    expect(parsed.format).toBe('vtt');
    expect(parsed.problems).toEqual([]);
    expect(parsed.cues).toEqual([
      { number: 1, line: 11, startMs: 1000, endMs: 2500, text: '<i>Hello</i>\nsecond line' },
      { number: 2, line: 15, startMs: 3000, endMs: 4000, text: 'World' },
    ]);
  });

  it('reads CRLF and lone CR line ends alike', () => {
    const lf = 'WEBVTT\n\n00:01.000 --> 00:02.000\nOne\n\n00:03.000 --> 00:04.000\nTwo\n';
    expect(times(lf.replace(/\n/g, '\r\n'))).toEqual(times(lf));
    expect(times(lf.replace(/\n/g, '\r'))).toEqual(times(lf));
    expect(times(lf)).toHaveLength(2);
  });

  it('reads a cue written right under the header without a blank line', () => {
    expect(times('WEBVTT\n00:01.000 --> 00:02.000\nHi\n')).toEqual([[1000, 2000, 'Hi']]);
  });

  it('tolerates times without spaces around the arrow and a comma (read as SubRip would)', () => {
    expect(times('WEBVTT\n\n00:01.000-->00:02,000\nHi\n')).toEqual([[1000, 2000, 'Hi']]);
  });
});

describe('SubRip', () => {
  it('reads numbered cues, commas or dots, short hours, a trailing position', () => {
    const text = [
      '1',
      '00:00:01,000 --> 00:00:02,500',
      'Hello',
      'line two',
      '',
      '2',
      '00:00:03.000 --> 00:00:04,000 X1:10 X2:20 Y1:30 Y2:40',
      'dot',
      '',
      '3',
      '0:00:07,000 --> 0:00:08,000',
      'short hours',
    ].join('\r\n');
    const parsed = parseSubtitleText(text);
    expect(parsed.format).toBe('srt');
    expect(parsed.problems).toEqual([]);
    expect(times(text)).toEqual([
      [1000, 2500, 'Hello\nline two'],
      [3000, 4000, 'dot'],
      [7000, 8000, 'short hours'],
    ]);
  });

  it('reads a file without its numbers, and blank lines padded with spaces', () => {
    expect(times('00:00:01,000 --> 00:00:02,000\nA\n   \n00:00:03,000 --> 00:00:04,000\nB')).toEqual([
      [1000, 2000, 'A'],
      [3000, 4000, 'B'],
    ]);
  });

  it('splits cues written without a blank line between them, never taking one as text', () => {
    const text =
      '1\n00:00:01,000 --> 00:00:02,000\nHello\n2\n00:00:03,000 --> 00:00:04,000\nWorld\n00:00:05,000 --> 00:00:06,000\n!';
    const parsed = parseSubtitleText(text);
    expect(parsed.cues.map((c) => [c.number, c.line, c.startMs, c.text])).toEqual([
      [1, 2, 1000, 'Hello'],
      [2, 5, 3000, 'World'],
      [3, 7, 5000, '!'],
    ]);
    expect(times('00:00:01,000 --> 00:00:02,000\n00:00:03,000 --> 00:00:04,000\nB')).toEqual([
      [1000, 2000, ''],
      [3000, 4000, 'B'],
    ]);
  });

  it('reports a timing line that does not read, and a block without one, with line and cue', () => {
    const text = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      'ok',
      '',
      '2',
      '00:00:0x,000 --> 00:00:04,000',
      'broken',
      '',
      'a stray paragraph',
      '',
      '4',
      '00:00:05,000 --> 00:00:06,000',
      'ok again',
    ].join('\n');
    const parsed = parseSubtitleText(text);
    expect(parsed.cues.map((c) => c.number)).toEqual([1, 4]);
    expect(parsed.problems).toEqual([
      { code: 'bad_timing', line: 6, cue: 2, excerpt: '00:00:0x,000 --> 00:00:04,000' },
      { code: 'bad_timing', line: 9, cue: 3, excerpt: 'a stray paragraph' },
    ]);
  });
});

describe('format by content', () => {
  it('says empty for white space only, unknown for text without a timing line', () => {
    expect(parseSubtitleText(' \n\r\n').problems).toEqual([{ code: 'empty' }]);
    expect(parseSubtitleText('[Script Info]\nTitle: an .ass file\n').problems).toEqual([
      { code: 'unknown_format' },
    ]);
    expect(parseSubtitleText('WEBVTT\n').problems).toEqual([]);
  });

  it('reads a .srt named file holding WebVTT as WebVTT, and the reverse as SubRip', () => {
    expect(parseSubtitleText('WEBVTT\n\n00:01.000 --> 00:02.000\nA\n').format).toBe('vtt');
    expect(parseSubtitleText('1\n00:00:01,000 --> 00:00:02,000\nA\n').format).toBe('srt');
  });
});
