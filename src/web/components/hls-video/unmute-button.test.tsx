// @vitest-environment jsdom
/**
 * The "tap to unmute" pill stays on one line at 320 px in every language (the audit: the
 * Indonesian "Ketuk untuk menyalakan suara" wrapped to two lines over the video). jsdom lays
 * nothing out, so its words are measured with per-character widths of the 14 px bold font (the
 * one-line rules of its stylesheet: unmute-button-layout.test.ts).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { UnmuteButton } from './unmute-button.tsx';

/**
 * The play page's title bar at 320 px: 12 px padding each side, the 44 px back button and an
 * 8 px gap leave 244 px; the pill sits 22 px left of that room's centre (centred on the screen)
 * and keeps 4 px from the back button, so it is at most 208 px wide: less its 14 px paddings,
 * the 18 px icon and the 6 px gap, 156 px of words. 150 keeps a margin for the estimate.
 */
const WORDS_ROOM = 150;

/** A rough width at 14 px bold: CJK a full em, Thai marks above and below none, a space 4 px. */
function width(text: string): number {
  let total = 0;
  for (const char of text) {
    if (/[\u3000-\u9fff\uff00-\uffef]/.test(char)) total += 14;
    else if (/[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/.test(char)) total += 0;
    else if (char === ' ') total += 4;
    else total += 8.5;
  }
  return total;
}

afterEach(cleanup);
afterAll(async () => {
  await applyLanguage(3);
});

describe('UnmuteButton', () => {
  it.each(LANGUAGES.map((l) => [l.locale, l.id] as const))(
    'fits its words on one line at 320 px in %s',
    async (_locale, id) => {
      await applyLanguage(id);
      const onUnmute = vi.fn();
      render(<UnmuteButton onUnmute={onUnmute} />);
      const words = screen.getByTestId('unmute').textContent ?? '';
      expect(words.length).toBeGreaterThan(0);
      expect(width(words)).toBeLessThanOrEqual(WORDS_ROOM);
      fireEvent.click(screen.getByTestId('unmute'));
      expect(onUnmute).toHaveBeenCalledOnce();
    },
  );
});
