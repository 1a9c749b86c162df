/**
 * The VIP line of the Me card shows its text whole (audit L item 12): "Become VIP and watch the
 * whole site free" was cut to "Become VIP and watch the wh…" at 320 px in English and
 * Indonesian. jsdom lays nothing out, so this reads the stylesheet itself.
 */
// The stylesheet as text (Vitest hands CSS imports over empty); the test is never bundled.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./user-card.module.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

function rule(selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (!(selectors ?? '').split(',').some((s) => s.trim() === selector)) continue;
    for (const declaration of (body ?? '').split(';')) {
      const [property, ...value] = declaration.split(':');
      if (property && value.length > 0) found[property.trim()] = value.join(':').trim();
    }
  }
  return found;
}

describe('the VIP line of the Me card', () => {
  it('wraps instead of cutting the pitch with an ellipsis', () => {
    const desc = rule('.vipDesc');
    expect(desc).not.toHaveProperty('text-overflow');
    expect(desc['white-space'] ?? 'normal').toBe('normal');
    expect(desc.overflow ?? 'visible').toBe('visible');
  });
});
