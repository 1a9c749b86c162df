import { describe, expect, it } from 'vitest';
import { CONSOLE_LOCALES } from '#shared/contract/console-catalogue.ts';
import { prepareSubtitle } from '../subtitles/subtitle.service.ts';
import { SAMPLE_DRAMAS } from './sample-catalogue.content.ts';
import { cueChars, sampleSubtitleTracks, sampleSubtitleVtt, synopsisCues } from './sample-subtitles.ts';

const DURATION_MS = 6000;
const SCRIPT = {
  'zh-Hans': /\p{Script=Han}/u,
  'zh-Hant': /\p{Script=Han}/u,
  en: /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u,
  th: /\p{Script=Thai}/u,
  id: /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u,
} as const;

describe('sample subtitles', () => {
  it('passes the upload checks for every drama, episode and language, in that language', () => {
    for (const drama of SAMPLE_DRAMAS) {
      for (let episode = 1; episode <= 12; episode += 1) {
        const tracks = sampleSubtitleTracks(drama.synopses, episode, DURATION_MS);
        expect(tracks.map((t) => t.locale)).toEqual([...CONSOLE_LOCALES]);
        for (const { locale, vtt } of tracks) {
          const prepared = prepareSubtitle(new TextEncoder().encode(vtt), { durationMs: DURATION_MS });
          if (!prepared.ok)
            throw new Error(`${drama.slug} ${episode} ${locale}: ${JSON.stringify(prepared)}`);
          expect(prepared.cues.length).toBeGreaterThanOrEqual(1);
          expect(prepared.cues[0]?.startMs).toBe(0);
          expect(prepared.cues.at(-1)?.endMs).toBe(DURATION_MS);
          for (const cue of prepared.cues) {
            expect(cue.text).toMatch(SCRIPT[locale]);
            // Each cue lasts long enough to read.
            expect(cue.endMs - cue.startMs).toBeGreaterThanOrEqual(1000);
          }
          expect(prepared.cues[0]?.text).toContain(String(episode));
        }
      }
    }
  });

  it('names the episode in each language and moves on through the synopsis', () => {
    const synopses = SAMPLE_DRAMAS[0]?.synopses;
    if (!synopses) throw new Error('no sample drama');
    expect(sampleSubtitleVtt(synopses, 'en', 1, DURATION_MS)).toContain(
      "[EP 1] To pay off her father's debts,",
    );
    expect(sampleSubtitleVtt(synopses, 'en', 2, DURATION_MS)).toContain(
      '[EP 2] Lin Xia signs a one-year marriage',
    );
    expect(sampleSubtitleVtt(synopses, 'zh-Hant', 3, DURATION_MS)).toContain('【第3集】');
    expect(sampleSubtitleVtt(synopses, 'th', 4, DURATION_MS)).toContain('[ตอนที่ 4] ');
    expect(sampleSubtitleVtt(synopses, 'id', 5, DURATION_MS)).toContain('[Episode 5] ');
  });

  it('cuts a synopsis at its breaks into cues of about two lines on a small phone', () => {
    for (const drama of SAMPLE_DRAMAS) {
      for (const locale of CONSOLE_LOCALES) {
        const cues = synopsisCues(drama.synopses[locale], locale);
        const glue = locale.startsWith('zh') ? '' : ' ';
        // Nothing lost or added but the breaks (Thai words are joined again without a space).
        expect(cues.join(glue).replace(/\s/g, '')).toBe(drama.synopses[locale].replace(/\s/g, ''));
        for (const cue of cues) expect([...cue].length).toBeLessThanOrEqual(cueChars(locale) * 1.2);
      }
    }
  });
});
