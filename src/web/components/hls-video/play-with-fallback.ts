/**
 * Autoplay as browsers allow it: play with sound; when the browser refuses sound without a
 * gesture (NotAllowedError), play muted and let the page offer "tap to unmute".
 */
export type PlayOutcome = 'playing' | 'muted' | 'blocked' | 'interrupted';

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

export async function playWithFallback(video: HTMLVideoElement, onMuted: () => void): Promise<PlayOutcome> {
  try {
    await video.play();
    return 'playing';
  } catch (error) {
    // AbortError: a pause() or a new source interrupted the attempt; nothing to fix.
    if (errorName(error) !== 'NotAllowedError') return 'interrupted';
    if (video.muted) return 'blocked';
  }
  video.muted = true;
  onMuted();
  try {
    await video.play();
    return 'muted';
  } catch {
    return 'blocked';
  }
}
