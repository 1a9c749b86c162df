import { describe, expect, it, vi } from 'vitest';
import { shareLink, shareOrCopy } from './share-link.ts';

const ORIGIN = 'https://drama.example';

describe('shareLink', () => {
  it('makes the drama at its episode an absolute link carrying the invite code', () => {
    expect(shareLink('/pages/video/play?drama_id=7&ep=3', 'abcd2345', ORIGIN)).toBe(
      'https://drama.example/pages/video/play?drama_id=7&ep=3&invite=ABCD2345',
    );
  });

  it('leaves out a missing or unusable code', () => {
    expect(shareLink('/pages/video/play?drama_id=7&ep=3', undefined, ORIGIN)).toBe(
      'https://drama.example/pages/video/play?drama_id=7&ep=3',
    );
    expect(shareLink('/pages/video/play?drama_id=7&invite=OLD', 'nope', ORIGIN)).toBe(
      'https://drama.example/pages/video/play?drama_id=7',
    );
  });
});

describe('shareOrCopy', () => {
  const data = { title: 'T', text: 'Watch T', url: `${ORIGIN}/x` };

  it('uses the system share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = vi.fn(() => Promise.resolve(true));
    expect(await shareOrCopy(data, { share }, copy)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies nothing when the viewer dismisses the sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const copy = vi.fn(() => Promise.resolve(true));
    expect(await shareOrCopy(data, { share }, copy)).toBe('dismissed');
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when it refuses', async () => {
    const copy = vi.fn(() => Promise.resolve(true));
    expect(await shareOrCopy(data, undefined, copy)).toBe('copied');
    const refuse = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await shareOrCopy(data, { share: refuse }, copy)).toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.url);
    expect(await shareOrCopy(data, undefined, () => Promise.resolve(false))).toBe('failed');
  });
});
