// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FACEBOOK_PIXEL_SRC,
  initPixels,
  pixelsActive,
  resetPixelsForTests,
  TIKTOK_PIXEL_SRC,
  trackPageView,
  trackPurchase,
  trackRegistration,
} from './pixels.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

interface PixelGlobals {
  fbq?: { queue: unknown[][] };
  _fbq?: unknown;
  ttq?: unknown[];
  TiktokAnalyticsObject?: string;
}
const globals = (): PixelGlobals => window as unknown as PixelGlobals;
const scripts = (): string[] => [...document.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => {
  resetPixelsForTests();
  localStorage.clear();
  document.head.innerHTML = '';
  delete globals().fbq;
  delete globals()._fbq;
  delete globals().ttq;
  delete globals().TiktokAnalyticsObject;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pixels without ids', () => {
  it('load nothing, define nothing and send nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const beacon = vi.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    initPixels({ facebook: '', tiktok: '  ' });
    trackPageView();
    trackRegistration(42);
    trackPurchase({ value: 4.99, currency: 'USD', contentId: '11' });
    expect(pixelsActive()).toBe(false);
    expect(scripts()).toEqual([]);
    expect(globals().fbq).toBeUndefined();
    expect(globals().ttq).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.pixelRegistered)).toBeNull();
  });
});

describe('configured pixels', () => {
  it('load only the configured one', () => {
    initPixels({ facebook: '', tiktok: 'TT123' });
    expect(scripts()).toEqual([`${TIKTOK_PIXEL_SRC}?sdkid=TT123&lib=ttq`]);
    expect(globals().fbq).toBeUndefined();
  });

  it('queue page views, one registration per user id and purchases in USD', () => {
    initPixels({ facebook: 'FB123', tiktok: 'TT123' });
    initPixels({ facebook: 'FB123', tiktok: 'TT123' }); // loaded once
    expect(scripts()).toEqual([FACEBOOK_PIXEL_SRC, `${TIKTOK_PIXEL_SRC}?sdkid=TT123&lib=ttq`]);

    trackPageView();
    trackRegistration(42);
    trackRegistration(42);
    trackPurchase({ value: 4.99, contentId: '11' });

    expect(globals().fbq?.queue).toEqual([
      ['init', 'FB123'],
      ['track', 'PageView'],
      ['track', 'CompleteRegistration'],
      ['track', 'Purchase', { value: 4.99, currency: 'USD', content_ids: ['11'], content_type: 'product' }],
    ]);
    expect(globals().ttq?.filter(Array.isArray)).toEqual([
      ['page'],
      ['track', 'CompleteRegistration', undefined],
      [
        'track',
        'CompletePayment',
        { value: 4.99, currency: 'USD', content_id: '11', content_type: 'product', quantity: 1 },
      ],
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pixelRegistered) ?? '[]')).toEqual(['42']);

    // Remembered across loads.
    resetPixelsForTests();
    delete globals().fbq;
    initPixels({ facebook: 'FB123', tiktok: '' });
    trackRegistration(42);
    trackRegistration(43);
    expect(globals().fbq?.queue).toEqual([
      ['init', 'FB123'],
      ['track', 'CompleteRegistration'],
    ]);
  });
});
