// @vitest-environment jsdom
/**
 * The full-screen viewer of a feedback's pictures closes on the phone's Back, as the app's
 * sheets do (use-close-on-back.ts): the page stays where it was, the thumbnails on it.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { pendingSheetPops, sheetOf } from '#web/lib/sheet-history.ts';
import { feedbackImage } from '../testing/feedback-api.ts';
import { FeedbackThumbnails } from './feedback-thumbnails.tsx';
import { QuietIntersectionObserver } from '#web/testing/browser-env.ts';

const markerNow = (): string | undefined => sheetOf(window.history.state);
/** The viewer leaves after its closing animation (frames, which a loaded machine delays). */
const CLOSED_WITHIN = { timeout: 5000 };
const indicator = () => document.querySelector('.adm-image-viewer-indicator');

async function openSecond(): Promise<void> {
  render(<FeedbackThumbnails images={[feedbackImage(1), feedbackImage(2)]} />);
  const second = screen.getAllByTestId('feedback-image')[1];
  if (!second) throw new Error('no second thumbnail');
  fireEvent.click(second);
  await waitFor(() => expect(indicator()?.textContent).toBe('2 / 2'));
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);
});
afterEach(async () => {
  cleanup();
  await act(async () => {
    await pendingSheetPops();
  });
  vi.unstubAllGlobals();
});

describe('the full-screen picture viewer', () => {
  it('Back closes it and leaves the page where it was', async () => {
    const path = window.location.pathname;
    await openSecond();
    expect(markerNow()).toMatch(/^sheet-/);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(indicator()).toBeNull(), CLOSED_WITHIN);
    expect(markerNow()).toBeUndefined();
    expect(window.location.pathname).toBe(path);
    expect(screen.getAllByTestId('feedback-image')).toHaveLength(2);
  });
});
