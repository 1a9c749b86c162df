import { describe, expect, it } from 'vitest';
import { backgroundDownloadId, episodeOfBackgroundId } from './background-fetch.ts';

describe('background download ids', () => {
  it('name an episode and read it back; other ids are not ours', () => {
    expect(backgroundDownloadId(42)).toBe('enjoy-download-42');
    expect(episodeOfBackgroundId(backgroundDownloadId(42))).toBe(42);
    for (const id of [
      'enjoy-download-',
      'enjoy-download-0',
      'enjoy-download-1.5',
      'enjoy-download-x',
      'other-42',
    ]) {
      expect(episodeOfBackgroundId(id)).toBeUndefined();
    }
  });
});
