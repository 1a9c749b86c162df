/** The renditions a source becomes (9:16, 360p always, larger rungs without upscaling) and its frame rate. */
import type { Fps } from './probe.ts';

export interface Rendition {
  name: string;
  width: number;
  height: number;
  /** Peak segment bit rate in bit/s, as the master playlist's BANDWIDTH says. */
  bandwidth: number;
}

export interface LadderStep {
  name: string;
  width: number;
  height: number;
  /** Video rate cap (kbit/s) over a crf encode, its VBV buffer (default 2 × the cap), and the AAC rate. */
  maxrateKbps: number;
  bufsizeKbps?: number;
  audioKbps: number;
}

export const LADDER: readonly LadderStep[] = [
  { name: '360p', width: 360, height: 640, maxrateKbps: 800, audioKbps: 64 },
  { name: '540p', width: 540, height: 960, maxrateKbps: 1600, audioKbps: 96 },
  { name: '720p', width: 720, height: 1280, maxrateKbps: 2800, audioKbps: 128 },
];

export const SEGMENT_SECONDS = 2;

/** 360p always; each larger rung only when fitting the source into it does not upscale. */
export function planLadder(sourceWidth: number, sourceHeight: number): LadderStep[] {
  return LADDER.filter((step, index) => {
    if (index === 0) return true;
    const scale = Math.min(step.width / sourceWidth, step.height / sourceHeight);
    return scale <= 1 + 1e-9;
  });
}

/** The encode frame rate: the source's, halved or capped to stay at most 30 fps; 30 when unknown. */
export function outputFps(source: Fps | undefined): Fps {
  if (!source) return { num: 30, den: 1 };
  const value = source.num / source.den;
  if (value <= 30.01) return value < 10 ? { num: 30, den: 1 } : source;
  const half = { num: source.num, den: source.den * 2 };
  return half.num / half.den <= 30.01 && half.num / half.den >= 23 ? half : { num: 30, den: 1 };
}
