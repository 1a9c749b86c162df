/**
 * The playback error keeps clear of the side buttons (the audit: the heart over the message at
 * 360 px, the text under "Episodes" at 320 px, the coins-back card over Retry). jsdom lays
 * nothing out, so this reads the geometry from the stylesheets: the error's right padding is at
 * least the side column's room (its right offset and its widest label), and the coins-back
 * card fills the error's room instead of a width of its own taken from the whole screen.
 */
// The stylesheets as text (Vitest hands CSS imports over empty); the test is never bundled.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

function sheet(name: string): string {
  return readFileSync(new URL(name, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
}

function rule(css: string, selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (
      !(selectors ?? '')
        .split(',')
        .map((s) => s.trim())
        .includes(selector)
    )
      continue;
    for (const declaration of (body ?? '').split(';')) {
      const [property, ...value] = declaration.split(':');
      if (property && value.length > 0) found[property.trim()] = value.join(':').trim();
    }
  }
  return found;
}

const px = (value: string | undefined): number => Number.parseFloat(value ?? 'NaN');

/** The widest side label measured in the five languages at 12 px ("Download", "ดาวน์โหลด"): 64 px. */
const WIDEST_LABEL = 64;

describe('the playback error', () => {
  const slot = sheet('./episode-slot.module.css');
  const screen = sheet('./player-screen.module.css');

  it('leaves the side buttons their room', () => {
    const side = rule(screen, '.side');
    const room = px(side.right) + WIDEST_LABEL + 2 * px(rule(screen, '.sideButton').padding);
    const padding = (rule(slot, '.failed').padding ?? '0').split(/\s+/);
    const right = px(padding[1] ?? padding[0]);
    expect(right).toBeGreaterThanOrEqual(room);
    expect(rule(slot, '.failed')['box-sizing']).toBe('border-box');
  });

  it('lays the coins-back card out in that room', () => {
    const offer = rule(sheet('./coins-back-offer.module.css'), '.offer');
    expect(offer.width).not.toMatch(/calc\(100% -/);
    expect(offer.width).toMatch(/100%/);
  });
});
