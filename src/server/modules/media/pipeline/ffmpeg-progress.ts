/**
 * ffmpeg's `-progress pipe:1` output: blocks of `key=value` lines, each ending with
 * `progress=continue` (or `progress=end`). `out_time` says how far the output is; against the
 * source's duration that is the share done. Lines may arrive split across chunks.
 */

/** `HH:MM:SS.micro` (ffmpeg's out_time) in milliseconds, or undefined (`N/A`, negative). */
export function parseOutTime(value: string): number | undefined {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return undefined;
  return Math.round((Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000);
}

/**
 * A stdout listener that calls `report` with the share done (0..1) at each progress block.
 * `out_time_us` / `out_time_ms` (both microseconds, whatever the name says) stand in when a
 * build prints no `out_time`.
 */
export function progressListener(
  durationMs: number,
  report: (fraction: number) => void,
): (chunk: string) => void {
  let pending = '';
  let outMs: number | undefined;
  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      const eq = raw.indexOf('=');
      if (eq < 0) continue;
      const key = raw.slice(0, eq).trim();
      const value = raw.slice(eq + 1).trim();
      if (key === 'out_time') outMs = parseOutTime(value) ?? outMs;
      else if (
        (key === 'out_time_us' || key === 'out_time_ms') &&
        outMs === undefined &&
        /^\d+$/.test(value)
      ) {
        outMs = Number(value) / 1000;
      } else if (key === 'progress') {
        if (value === 'end') report(1);
        else if (outMs !== undefined && durationMs > 0) report(Math.min(1, Math.max(0, outMs / durationMs)));
        outMs = undefined;
      }
    }
  };
}
