// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollRestoration } from './scroll-restoration.ts';

/** The probe's navigate, kept for the test to call. */
const router: { navigate: NavigateFunction } = { navigate: () => undefined };
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

function Probe() {
  useScrollRestoration();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

/** The user scrolls the page to `y`. */
function scrollPage(y: number): void {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  sessionStorage.clear();
  scrollY = 0;
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useScrollRestoration', () => {
  it('opens a new page at the top and returns to where the previous one was left on back', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
      </MemoryRouter>,
    );
    scrollPage(640);

    await act(() => router.navigate('/pages/video/rankList'));
    expect(scrollY).toBe(0);
    scrollPage(120);

    await act(() => router.navigate(-1));
    expect(scrollY).toBe(640);

    await act(() => router.navigate(1));
    expect(scrollY).toBe(120);
  });

  it('a replaced page starts at the top too', async () => {
    render(
      <MemoryRouter initialEntries={['/pages/video/search?keyword=a']}>
        <Probe />
      </MemoryRouter>,
    );
    scrollPage(300);
    await act(() => router.navigate('/pages/video/search?keyword=ab', { replace: true }));
    expect(scrollY).toBe(0);
  });
});
