import { describe, expect, it } from 'vitest';
import { releaseNotification } from './sw-push-payload.ts';

describe('releaseNotification', () => {
  it('keeps a release push as it is', () => {
    const payload = {
      title: 'Secret Bride: new episode',
      body: 'Episode 6 is out now. Tap to watch.',
      url: '/pages/video/play?drama_id=3&ep=6',
      icon: '/pwa/icon-192.png',
      tag: 'drama-3',
    };
    expect(releaseNotification(payload)).toEqual(payload);
  });

  it('opens only pages of this site, and shows nothing without a title', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(releaseNotification({ title: 'T', url })?.url).toBe('/');
    }
    expect(releaseNotification({ body: 'no title' })).toBeNull();
    expect(releaseNotification('text')).toBeNull();
    expect(releaseNotification(null)).toBeNull();
  });
});
