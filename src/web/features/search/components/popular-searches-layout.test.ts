/**
 * Popular searches show their titles (audit E): at 320 px in Indonesian the two columns cut
 * them to "Kembalinya S…". jsdom lays nothing out, so this reads the stylesheet itself.
 */
// Tests only: never bundled.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stylesheetRules } from '#web/testing/stylesheet.ts';

const url = new URL('./search.module.css', import.meta.url);
const css = readFileSync(url, 'utf8');

const rule = stylesheetRules(url);

describe('popular searches', () => {
  it('wrap a long title to a second line instead of cutting it on one', () => {
    const title = rule('.popularTitle');
    expect(title['white-space'] ?? 'normal').toBe('normal');
    expect(title).not.toHaveProperty('text-overflow');
    expect(title['-webkit-line-clamp']).toBe('2');
    expect(rule('.popularButton')).not.toHaveProperty('height');
  });

  it('take one column on a narrow phone', () => {
    const narrow = /@media \(max-width: 359px\) \{\s*\.popularList \{([^}]*)\}/.exec(css);
    expect(narrow?.[1]).toContain('grid-template-columns: minmax(0, 1fr);');
  });
});
