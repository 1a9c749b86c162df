import { describe, expect, it } from 'vitest';
import { SUBTITLE_LIMITS, subtitleProblemText, type SubtitleProblem } from './subtitle-problems.ts';
import { prepareSubtitle } from './subtitle.service.ts';

const DURATION = 60_000;
const bytes = (text: string) => new TextEncoder().encode(text);

function problems(text: string | Uint8Array, durationMs = DURATION): SubtitleProblem[] {
  const result = prepareSubtitle(typeof text === 'string' ? bytes(text) : text, { durationMs });
  return result.ok ? [] : result.problems;
}

function srt(...cues: [string, string, string][]): string {
  return cues.map(([start, end, text], i) => `${i + 1}\n${start} --> ${end}\n${text}\n`).join('\n');
}

describe('preparing an upload', () => {
  it('turns a valid SubRip file into normalized WebVTT, sorted by start', () => {
    const result = prepareSubtitle(
      bytes(
        '\ufeff2\r\n00:00:05,000 --> 00:00:06,000\r\nSecond\r\n\r\n1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>First</i> & more\r\n',
      ),
      { durationMs: DURATION },
    );
    expect(result).toEqual({
      ok: true,
      format: 'srt',
      cues: [
        { startMs: 1000, endMs: 2500, text: '<i>First</i> &amp; more' },
        { startMs: 5000, endMs: 6000, text: 'Second' },
      ],
      vtt: [
        'WEBVTT',
        'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000',
        '',
        '00:00:01.000 --> 00:00:02.500',
        '<i>First</i> &amp; more',
        '',
        '00:00:05.000 --> 00:00:06.000',
        'Second',
        '',
      ].join('\n'),
    });
  });

  it('drops cues with no text left after cleaning', () => {
    const result = prepareSubtitle(
      bytes(srt(['00:00:01,000', '00:00:02,000', '<b></b>'], ['00:00:03,000', '00:00:04,000', 'kept'])),
      {
        durationMs: DURATION,
      },
    );
    expect(result.ok && result.cues.map((c) => c.text)).toEqual(['kept']);
  });

  it('refuses a duration that is not a positive whole number of ms (a caller’s mistake)', () => {
    expect(() => prepareSubtitle(bytes('WEBVTT\n'), { durationMs: 0 })).toThrow(RangeError);
  });
});

describe('the problems', () => {
  it('file too large, before reading it', () => {
    const big = new Uint8Array(SUBTITLE_LIMITS.maxBytes + 1).fill(0x41);
    expect(problems(big)).toEqual([{ code: 'file_too_large', limit: 1_048_576, count: 1_048_577 }]);
  });

  it('not UTF-8, empty, unknown format, no cues', () => {
    expect(problems(new Uint8Array([0x31, 0x0a, 0xff]))).toEqual([{ code: 'not_utf8', line: 2 }]);
    expect(problems('')).toEqual([{ code: 'empty' }]);
    expect(problems('just some words')).toEqual([{ code: 'unknown_format' }]);
    expect(problems('WEBVTT\n\nNOTE nothing here\n')).toEqual([{ code: 'no_cues' }]);
  });

  it('end not after start, with the cue, its line and its times', () => {
    expect(
      problems(srt(['00:00:05,000', '00:00:04,000', 'backwards'], ['00:00:06,000', '00:00:06,000', 'zero'])),
    ).toEqual([
      { code: 'end_not_after_start', cue: 1, line: 2, startMs: 5000, endMs: 4000 },
      { code: 'end_not_after_start', cue: 2, line: 6, startMs: 6000, endMs: 6000 },
    ]);
  });

  it('past the video: a start at or after its end, an end more than 0.5 s after it', () => {
    const text = srt(
      ['00:00:58,000', '00:01:00,500', 'ends within the tolerance'],
      ['00:01:00,500', '00:01:00,900', 'starts after the end'],
    );
    expect(problems(text).map((p) => [p.code, p.cue])).toEqual([['beyond_duration', 2]]);
    expect(problems(srt(['00:01:00,000', '00:01:00,400', 'starts at the end']))).toHaveLength(1);
    expect(problems(srt(['00:00:59,000', '00:01:00,501', 'just too long']))).toEqual([
      { code: 'beyond_duration', cue: 1, line: 2, startMs: 59_000, endMs: 60_501, limit: 60_000 },
    ]);
  });

  it('overlaps, in order of start time, against the cue that reaches furthest', () => {
    const text = srt(
      ['00:00:01,000', '00:00:10,000', 'long'],
      ['00:00:02,000', '00:00:03,000', 'inside the long one'],
      ['00:00:04,000', '00:00:05,000', 'also inside'],
      ['00:00:10,000', '00:00:11,000', 'touching is fine'],
    );
    expect(problems(text)).toEqual([
      { code: 'overlap', cue: 2, line: 6, startMs: 2000, endMs: 3000, previousCue: 1 },
      { code: 'overlap', cue: 3, line: 10, startMs: 4000, endMs: 5000, previousCue: 1 },
    ]);
  });

  it('text too long, counted in characters as a viewer reads them', () => {
    const ok = '字'.repeat(SUBTITLE_LIMITS.maxCueChars);
    expect(problems(srt(['00:00:01,000', '00:00:02,000', `<b>${ok}</b>`]))).toEqual([]);
    expect(problems(srt(['00:00:01,000', '00:00:02,000', `${ok}!`]))).toEqual([
      { code: 'text_too_long', cue: 1, line: 2, startMs: 1000, endMs: 2000, limit: 500, count: 501 },
    ]);
  });

  it('too many cues', () => {
    const cues = Array.from(
      { length: SUBTITLE_LIMITS.maxCues + 1 },
      (_, i) => `00:00:00.000 --> 00:00:00.00${i % 2}\nx\n`,
    );
    expect(problems(`WEBVTT\n\n${cues.join('\n')}`)).toEqual([
      { code: 'too_many_cues', limit: 5000, count: 5001 },
    ]);
  });

  it('lists every problem in file order, up to 100 and a count of the rest', () => {
    const many = Array.from({ length: 150 }, (_, i) => `${i + 1}\nbroken --> line\ntext\n`).join('\n');
    const list = problems(many);
    expect(list).toHaveLength(101);
    expect(list[0]).toMatchObject({ code: 'bad_timing', line: 2, cue: 1 });
    expect(list[99]).toMatchObject({ code: 'bad_timing', cue: 100 });
    expect(list[100]).toEqual({ code: 'too_many_problems', count: 50 });
  });
});

describe('the messages', () => {
  it('say which cue, when, and against what, in each language', () => {
    const overlap: SubtitleProblem = {
      code: 'overlap',
      cue: 12,
      startMs: 62_500,
      endMs: 64_000,
      previousCue: 11,
    };
    expect(subtitleProblemText(3, overlap)).toBe('Cue 12 (00:01:02.500) overlaps cue 11');
    expect(subtitleProblemText(2, overlap)).toBe('第 12 條字幕（00:01:02.500）與第 11 條重疊');
    expect(subtitleProblemText(3, { code: 'file_too_large', limit: 1_048_576 })).toBe(
      'The subtitle file is larger than 1,024 KB',
    );
    expect(subtitleProblemText(5, { code: 'too_many_cues', limit: 5000, count: 6000 })).toBe(
      'Berkas berisi 6.000 subtitel; paling banyak 5.000',
    );
    expect(
      subtitleProblemText(3, {
        code: 'beyond_duration',
        cue: 3,
        startMs: 59_000,
        endMs: 61_000,
        limit: 60_000,
      }),
    ).toBe('Cue 3 (00:00:59.000 --> 00:01:01.000) runs past the end of the video (00:01:00.000)');
  });
});
