// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import HomeScreenSheet from './home-screen-sheet.tsx';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function asBrowser(userAgent: string, maxTouchPoints: number): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // (jsdom has no maxTouchPoints: the test gives the navigator one, as a phone's has)
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
}

/** Chromium's install offer, as the page receives it. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function steps(): string[] {
  return [...screen.getByTestId('home-screen-steps').querySelectorAll('li')].map(
    (li) => li.textContent ?? '',
  );
}

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(() => {
  cleanup();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  vi.restoreAllMocks();
});

describe('HomeScreenSheet', () => {
  it('iPhone: Share, scroll, Add to Home Screen', () => {
    asBrowser(IPHONE, 5);
    render(<HomeScreenSheet visible onClose={() => undefined} />);
    expect(screen.getByTestId('home-screen-steps').dataset.platform).toBe('ios');
    expect(steps()).toEqual([
      "1Tap the Share button (a square with an arrow) in Safari's toolbar",
      '2Scroll down the list of actions',
      '3Tap “Add to Home Screen”',
    ]);
  });

  it('Android: the ⋮ menu, Install app or Add to Home screen, confirm', () => {
    asBrowser(ANDROID, 5);
    render(<HomeScreenSheet visible onClose={() => undefined} />);
    expect(steps()).toEqual([
      '1Tap the ⋮ menu at the top right of Chrome',
      '2Tap “Install app” or “Add to Home screen”',
      '3Confirm with “Install”',
    ]);
    // Chrome's menu items by name, each kept whole on one line.
    const names = [
      ...screen.getByTestId('home-screen-steps').querySelectorAll('li > span:last-child > span'),
    ];
    expect(names.map((name) => name.textContent)).toEqual([
      '“Install app”',
      '“Add to Home screen”',
      '“Install”',
    ]);
    expect(names.every((name) => name.className !== '')).toBe(true);
  });

  it('desktop Chromium: the install icon of the address bar', () => {
    asBrowser(DESKTOP, 0);
    render(<HomeScreenSheet visible onClose={() => undefined} />);
    expect(steps()).toEqual([
      '1Click the install icon at the right end of the address bar',
      '2Click “Install”',
    ]);
  });

  it('offers a one-tap Install once the browser offered one, prompts on tap, then hides it', async () => {
    asBrowser(ANDROID, 5);
    render(<HomeScreenSheet visible onClose={() => undefined} />);
    expect(screen.queryByTestId('home-screen-install')).toBeNull();

    const { event, prompt } = offerInstall('dismissed');
    expect(event.defaultPrevented).toBe(true); // kept for the button, no banner of its own
    const button = await screen.findByTestId('home-screen-install');
    expect(button.textContent).toBe('Install the app');
    fireEvent.click(button);
    expect(prompt).toHaveBeenCalledOnce();
    // An offer prompts once: the button goes, and comes back only with a new offer.
    expect(screen.queryByTestId('home-screen-install')).toBeNull();
    offerInstall();
    expect(await screen.findByTestId('home-screen-install')).toBeTruthy();
  });

  it('hides the Install button once the app is installed (from the browser menu too)', async () => {
    asBrowser(DESKTOP, 0);
    render(<HomeScreenSheet visible onClose={() => undefined} />);
    offerInstall();
    expect(await screen.findByTestId('home-screen-install')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('home-screen-install')).toBeNull();
  });
});
