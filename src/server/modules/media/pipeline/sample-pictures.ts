/**
 * The sample episodes' pictures and sound, as ffmpeg lavfi sources and filter chains: a
 * pattern per drama (gradients, fractals, cellular automata...), the title and "EP n" burned
 * in, a sine tone a semitone apart per episode.
 */
import { existsSync } from 'node:fs';
import type { DramaSpec } from './sample-catalogue.content.ts';

export const WIDTH = 540;
export const HEIGHT = 960;
export const FPS = 30;

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf',
];

export function findFont(): string {
  const found = FONT_CANDIDATES.find((f) => existsSync(f));
  if (!found) {
    throw new Error(
      `the sample catalogue burns titles in with DejaVu Sans Bold, not found at ${FONT_CANDIDATES[0]}: ` +
        'apt-get install fonts-dejavu-core',
    );
  }
  return found;
}

/**
 * One option value of a filter inside a filtergraph, escaped at both levels: first the filter's
 * option parser (`\ ' :`), then the filtergraph parser (`\ ' [ ] , ;`). Pair with drawtext's
 * `expansion=none` so `%` stays literal.
 */
export function filterValue(text: string): string {
  const optionLevel = text.replace(/[\\':]/g, (c) => `\\${c}`);
  return optionLevel.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Break a title at spaces into as few lines as a greedy fill of `max` characters needs, then
 * balance them: of all splits into that many lines, the one whose longest line is shortest.
 */
export function wrapWords(text: string, max: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  let count = 0;
  let width = Infinity;
  for (const word of words) {
    if (width + 1 + word.length <= max) width += 1 + word.length;
    else {
      count += 1;
      width = word.length;
    }
  }
  let best: string[] = [words.join(' ')];
  let bestLongest = Infinity;
  const search = (from: number, lines: string[]): void => {
    if (lines.length === count - 1) {
      const all = [...lines, words.slice(from).join(' ')];
      const longest = Math.max(...all.map((l) => l.length));
      if (longest < bestLongest) [best, bestLongest] = [all, longest];
      return;
    }
    for (let to = from + 1; to <= words.length - (count - 1 - lines.length); to++) {
      search(to, [...lines, words.slice(from, to).join(' ')]);
    }
  };
  if (count > 1) search(0, []);
  return best;
}

/** The lavfi source of one episode's picture: WIDTH×HEIGHT yuv420p at FPS for `seconds`. */
export function pictureSource(drama: DramaSpec, episode: number, seconds: number): string {
  // Drawing on RGB costs more than the encode: convert first.
  return `${pattern(drama, episode, seconds)},format=yuv420p`;
}

function pattern(drama: DramaSpec, episode: number, seconds: number): string {
  const d = seconds.toFixed(3);
  const look = drama.look;
  switch (look.kind) {
    case 'gradient': {
      const [a, b] = drama.colors.map(rgbOf) as [[number, number, number], [number, number, number]];
      const phase = (episode * 0.37).toFixed(2);
      const p = {
        wave: `clip((X/W+Y/H)/2+0.22*sin(2*PI*(T/${d}+${phase})+Y/H*3),0,1)`,
        radial: `clip(hypot(X/W-0.5,(Y/H-0.42)*1.4)*1.7+0.12*sin(2*PI*T/3+${phase}),0,1)`,
        bands: `0.5+0.5*sin(2*PI*(Y/H*1.5-T/${d})+${phase})`,
        spotlight: `clip(hypot(X/W-0.5-0.25*sin(2*PI*T/${d}+${phase}),Y/H-0.38)*2.2,0,1)`,
      }[look.motion];
      const channel = (i: 0 | 1 | 2): string => `'${a[i]}+(${b[i] - a[i]})*(${p})'`;
      return (
        `color=c=black:s=18x32:r=${FPS}:d=${d},format=rgb24,` +
        `geq=r=${channel(0)}:g=${channel(1)}:b=${channel(2)},scale=${WIDTH}:${HEIGHT}:flags=bicubic`
      );
    }
    case 'mandelbrot':
      return (
        `mandelbrot=s=90x160:r=${FPS}:maxiter=64:start_scale=${(3 - episode * 0.12).toFixed(2)}:` +
        `end_scale=0.4:end_pts=${Math.round(seconds * FPS * 2)},trim=duration=${d},scale=${WIDTH}:${HEIGHT}:flags=bicubic`
      );
    case 'cellauto': {
      const rules = [30, 90, 110, 150, 45, 105, 73, 86, 135, 89, 75, 169];
      const [a, b] = drama.colors.map(rgbOf) as [[number, number, number], [number, number, number]];
      const lut = (i: 0 | 1 | 2): string => `'${b[i]}+(${a[i] - b[i]})*val/255'`;
      return (
        `cellauto=s=54x96:r=10:rule=${rules[(episode - 1) % rules.length]}:random_fill_ratio=0.5:` +
        `random_seed=${episode * 7919}:scroll=1,format=rgb24,lutrgb=r=${lut(0)}:g=${lut(1)}:b=${lut(2)},` +
        `trim=duration=${d},scale=${WIDTH}:${HEIGHT}:flags=neighbor,fps=${FPS}`
      );
    }
    case 'life':
      return (
        `life=s=54x96:r=10:mold=12:ratio=0.14:seed=${episode * 104729}:` +
        `life_color=${drama.colors[0]}:death_color=${drama.colors[1]}:mold_color=#5b3f5e,` +
        `trim=duration=${d},scale=${WIDTH}:${HEIGHT}:flags=neighbor,fps=${FPS}`
      );
    case 'testsrc':
      return `testsrc=s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${d}`;
  }
}

/** Title lines, "EP n" and a caption over the picture (filter_complex chain on [0:v]). */
export function overlayChain(drama: DramaSpec, episode: number, font: string): string {
  // Gradients stay near their palette; patterns walk the colour wheel.
  const shift = drama.look.kind === 'gradient' ? episode * 5 : episode * 27;
  const lines = wrapWords(drama.titles.en, 16);
  const titleSize = 42;
  const lineHeight = 54;
  const titleTop = Math.round(HEIGHT * 0.3);
  const bandTop = titleTop - 36;
  const bandHeight = lines.length * lineHeight + 36 + 150;
  const text = (value: string, size: number, y: string, extra = ''): string =>
    `drawtext=fontfile=${filterValue(font)}:expansion=none:text=${filterValue(value)}:fontsize=${size}:` +
    `fontcolor=white:x=(w-text_w)/2:y=${y}:shadowx=2:shadowy=2:shadowcolor=black@0.6${extra}`;
  const parts = [
    `[0:v]hue=h=${shift % 360}`,
    `drawbox=x=0:y=${bandTop}:w=iw:h=${bandHeight}:color=black@0.38:t=fill`,
    ...lines.map((line, i) => text(line, titleSize, String(titleTop + i * lineHeight))),
    text(`EP ${episode}`, 104, `${titleTop + lines.length * lineHeight + 12}+6*sin(2*PI*t/3)`, ':borderw=2'),
    text('Enjoy Drama · sample', 24, 'h-90', ':fontcolor=white@0.75'),
  ];
  return parts.join(',');
}

/** A gentle beeping sine, a semitone apart from episode to episode (and drama to drama). */
export function toneSource(dramaIndex: number, episode: number, seconds: number): string {
  const semitones = dramaIndex * 2 + (episode - 1);
  const frequency = Math.round(220 * 2 ** (semitones / 12));
  const d = seconds.toFixed(3);
  return `sine=frequency=${frequency}:beep_factor=2:sample_rate=48000:duration=${d}`;
}
