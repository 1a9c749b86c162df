import { describe, expect, it } from 'vitest';
import { installPlatform } from './install-platform.ts';

/** User agents as the browsers send them (2025-2026 versions). */
const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/133.0.6943.84 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  linuxChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.8078.108 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Safari/605.1.15',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:135.0) Gecko/20100101 Firefox/135.0',
};

describe('installPlatform', () => {
  it('iOS: Safari, and the other iOS browsers (the same Share sheet)', () => {
    expect(installPlatform(UA.iphoneSafari, 5)).toBe('ios');
    expect(installPlatform(UA.iphoneChrome, 5)).toBe('ios');
  });

  it('iPadOS Safari, which calls itself a Mac but has a touch screen', () => {
    expect(installPlatform(UA.ipadSafari, 5)).toBe('ios');
  });

  it('Android: Chrome, other Android browsers and tablets', () => {
    expect(installPlatform(UA.androidChrome, 5)).toBe('android');
    expect(installPlatform(UA.androidSamsung, 5)).toBe('android');
    expect(installPlatform(UA.androidTablet, 10)).toBe('android');
  });

  it('desktop Chromium: Chrome, Chromium, Edge', () => {
    expect(installPlatform(UA.windowsChrome)).toBe('desktop');
    expect(installPlatform(UA.linuxChromium)).toBe('desktop');
    expect(installPlatform(UA.windowsEdge)).toBe('desktop');
  });

  it('another browser: desktop Safari and Firefox', () => {
    expect(installPlatform(UA.macSafari, 0)).toBe('other');
    expect(installPlatform(UA.windowsFirefox)).toBe('other');
    expect(installPlatform('')).toBe('other');
  });
});
