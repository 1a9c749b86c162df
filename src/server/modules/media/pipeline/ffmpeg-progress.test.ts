import { describe, expect, it } from 'vitest';
import { parseOutTime, progressListener } from './ffmpeg-progress.ts';

const block = (outTime: string, progress = 'continue') =>
  `frame=12\nfps=0.0\nout_time_ms=${outTime === 'N/A' ? 'N/A' : '1'}\nout_time=${outTime}\nspeed=1x\nprogress=${progress}\n`;

describe('ffmpeg progress', () => {
  it('reads out_time', () => {
    expect(parseOutTime('00:00:01.500000')).toBe(1500);
    expect(parseOutTime('01:02:03.000000')).toBe(3_723_000);
    expect(parseOutTime('N/A')).toBeUndefined();
    expect(parseOutTime('-577014:32:22.77')).toBeUndefined();
  });

  it('reports the share done per block, across split chunks, and 1 at the end', () => {
    const seen: number[] = [];
    const listen = progressListener(4000, (f) => seen.push(f));
    const text =
      block('00:00:01.000000') + block('N/A') + block('00:00:03.000000') + block('00:00:04.100000', 'end');
    for (let i = 0; i < text.length; i += 7) listen(text.slice(i, i + 7));
    expect(seen).toEqual([0.25, 0.75, 1]);
  });

  it('falls back to out_time_us when out_time is absent', () => {
    const seen: number[] = [];
    progressListener(2000, (f) => seen.push(f))('out_time_us=500000\nprogress=continue\n');
    expect(seen).toEqual([0.25]);
  });
});
