/**
 * Contact us keeps the service address whole on a 320 px phone (audit L item 7): the icon sits
 * above it, not beside it, and the address breaks only when longer than the line, never
 * mid-word as `word-break: break-all` did ("support@enjoydrama.exam / ple"). jsdom lays nothing
 * out, so this reads the stylesheet itself.
 */
// The stylesheet as text (Vitest hands CSS imports over empty); the test is never bundled.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./sheet.module.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The declarations of every rule that names `selector` exactly. */
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

describe('the contact sheet address', () => {
  it('has the whole width under its icon and never breaks mid-word to fit beside it', () => {
    const email = rule('.email');
    expect(email['flex-direction']).toBe('column');
    expect(email['word-break'] ?? 'normal').toBe('normal');
    const address = rule('.email > span');
    expect(address['overflow-wrap']).toBe('anywhere');
    expect(address['max-width']).toBe('100%');
  });
});
