/**
 * Analytics pixels (SPEC 9: standard events to a social pixel and a short-video pixel, default
 * currency USD): Facebook's fbq and TikTok's ttq, each loaded only when the system settings
 * name its id (pixel_facebook, pixel_tiktok). Without ids nothing is loaded, no global is
 * defined and no request leaves the page. Events sent before a script arrives wait in the
 * pixel's own queue, as the vendors' snippets do.
 */
import { CURRENCY } from '#shared/constants.ts';
import { readStorage, writeStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export interface PixelIds {
  facebook: string;
  tiktok: string;
}

export const FACEBOOK_PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
export const TIKTOK_PIXEL_SRC = 'https://analytics.tiktok.com/i18n/pixel/events.js';

/** Facebook's fbq as its snippet defines it: calls queue until fbevents.js takes over. */
interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

/** TikTok's ttq as its snippet defines it: an array of [method, ...args] until events.js loads. */
interface Ttq extends Array<unknown> {
  load: (id: string) => void;
  page: () => void;
  track: (event: string, params?: Record<string, unknown>) => void;
  _i?: Record<string, unknown>;
  _t?: Record<string, number>;
  _o?: Record<string, unknown>;
}

interface PixelWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
  ttq?: Ttq;
  TiktokAnalyticsObject?: string;
}

const state: { facebook: string; tiktok: string } = { facebook: '', tiktok: '' };

function pixelWindow(): PixelWindow {
  return window as unknown as PixelWindow;
}

function injectScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadFacebook(id: string): void {
  const w = pixelWindow();
  if (!w.fbq) {
    const fbq = function (...args: unknown[]): void {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = fbq;
    w._fbq ??= fbq;
    injectScript(FACEBOOK_PIXEL_SRC);
  }
  w.fbq('init', id);
}

function loadTiktok(id: string): void {
  const w = pixelWindow();
  if (!w.ttq) {
    w.TiktokAnalyticsObject = 'ttq';
    const ttq = [] as unknown as Ttq;
    const defer =
      (method: string) =>
      (...args: unknown[]): void => {
        ttq.push([method, ...args]);
      };
    ttq.page = defer('page');
    ttq.track = defer('track');
    ttq.load = (sdkId: string) => {
      ttq._i = { ...ttq._i, [sdkId]: [] };
      ttq._t = { ...ttq._t, [sdkId]: Date.now() };
      ttq._o = { ...ttq._o, [sdkId]: {} };
      injectScript(`${TIKTOK_PIXEL_SRC}?sdkid=${encodeURIComponent(sdkId)}&lib=ttq`);
    };
    w.ttq = ttq;
  }
  w.ttq.load(id);
}

/**
 * Loads the configured pixels (once per id; a changed id is not swapped in mid-visit).
 * Empty ids load nothing.
 */
export function initPixels(ids: PixelIds): void {
  if (typeof window === 'undefined') return;
  const facebook = ids.facebook.trim();
  const tiktok = ids.tiktok.trim();
  if (facebook !== '' && state.facebook === '') {
    state.facebook = facebook;
    loadFacebook(facebook);
  }
  if (tiktok !== '' && state.tiktok === '') {
    state.tiktok = tiktok;
    loadTiktok(tiktok);
  }
}

/** True when at least one pixel is loaded. */
export function pixelsActive(): boolean {
  return state.facebook !== '' || state.tiktok !== '';
}

function fb(...args: unknown[]): void {
  if (state.facebook !== '') pixelWindow().fbq?.(...args);
}

function tt(event: string | null, params?: Record<string, unknown>): void {
  if (state.tiktok === '') return;
  const ttq = pixelWindow().ttq;
  if (!ttq) return;
  if (event === null) ttq.page();
  else ttq.track(event, params);
}

export function trackPageView(): void {
  fb('track', 'PageView');
  tt(null);
}

function registeredIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.pixelRegistered) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** SPEC 4: the registration event, fired once per user id (remembered in local storage). */
export function trackRegistration(userId: number | string): void {
  if (!pixelsActive()) return;
  const key = String(userId);
  const seen = registeredIds();
  if (seen.includes(key)) return;
  fb('track', 'CompleteRegistration');
  tt('CompleteRegistration');
  writeStorage(STORAGE_KEYS.pixelRegistered, JSON.stringify([...seen, key].slice(-50)));
}

export interface PurchaseEvent {
  value: number;
  currency?: string;
  contentId: string;
}

/** A paid order (SPEC 4 step 5), in USD unless told otherwise. */
export function trackPurchase({ value, currency = CURRENCY, contentId }: PurchaseEvent): void {
  const amount = Number.isFinite(value) ? value : 0;
  fb('track', 'Purchase', { value: amount, currency, content_ids: [contentId], content_type: 'product' });
  tt('CompletePayment', {
    value: amount,
    currency,
    content_id: contentId,
    content_type: 'product',
    quantity: 1,
  });
}

/** Tests only: forget what was loaded. */
export function resetPixelsForTests(): void {
  state.facebook = '';
  state.tiktok = '';
}
