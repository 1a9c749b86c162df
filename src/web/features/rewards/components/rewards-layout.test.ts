/**
 * The check-in strip's day labels are never cut ("Da…", "第 …", "วัน…" at 320 px): on a phone a
 * day shows its number alone, and "Day 3" in full only where the strip is wide enough for the
 * widest of the five languages (its accessible name is "Day 3" always: rewards-panel.test.tsx). jsdom lays nothing out, so this reads the stylesheet itself.
 */
// The stylesheet as text (Vitest hands CSS imports over empty); the test is never bundled.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./rewards.module.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

const CONTAINER_QUERY = /@container\s*\(min-width:\s*(\d+)px\)\s*\{([\s\S]*?\})\s*\}/;

/** The sheet outside its container query. */
const base = css.replace(CONTAINER_QUERY, '');

/** The declarations of the rules that name `selector` exactly, in `scope` (the sheet outside its container query by default). */
function rule(selector: string, scope = base): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, selectors, body] of scope.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!(selectors ?? '').split(',').some((s) => s.trim() === selector)) continue;
    for (const declaration of (body ?? '').split(';')) {
      const [property, ...value] = declaration.split(':');
      if (property && value.length > 0) found[property.trim()] = value.join(':').trim();
    }
  }
  return found;
}

/** The body of the `@container (min-width: Npx)` block and its N. */
function containerQuery(): { minWidth: number; body: string } {
  const match = CONTAINER_QUERY.exec(css);
  if (!match) throw new Error('no @container (min-width) block');
  return { minWidth: Number(match[1]), body: match[2] ?? '' };
}

describe('the check-in strip', () => {
  it('never cuts a label with an ellipsis', () => {
    const name = rule('.dayName');
    expect(name).not.toHaveProperty('text-overflow');
    expect(name.overflow ?? 'visible').toBe('visible');
  });

  it('shows the number alone on a 360 or 390 px phone, "Day 3" only on a wider strip', () => {
    expect(rule('.days')['container-type']).toBe('inline-size');
    expect(rule('.dayLong').display).toBe('none');
    const wide = containerQuery();
    // A 390 px phone's strip: 390 - 2 x 12 (page) - 2 x 16 (card) = 334 px, where "第 7 天"
    // would have 1 px to spare: too close to hold in every font.
    expect(wide.minWidth).toBeGreaterThan(334);
    expect(rule('.dayLong', wide.body).display).toBe('inline');
    expect(rule('.dayShort', wide.body).display).toBe('none');
  });
});
