/**
 * The "tap to unmute" pill never wraps (the audit: two lines at 320 px looked broken): jsdom lays
 * nothing out, so the rules are read from its stylesheet. One line, and words longer than the
 * room are cut with an ellipsis while the icon keeps its size (unmute-button.test.tsx checks
 * that every language's words fit at 320 px).
 */
import { describe, expect, it } from 'vitest';
import { stylesheetRules } from '#web/testing/stylesheet.ts';

const rule = stylesheetRules(new URL('./unmute-button.module.css', import.meta.url));

describe('the unmute pill', () => {
  it('stays on one line, a longer text cut with an ellipsis', () => {
    expect(rule('.button')['white-space']).toBe('nowrap');
    expect(rule('.button')['min-width']).toBe('0');
    expect(rule('.button')['max-width']).toBe('100%');
    expect(rule('.label')).toMatchObject({
      'min-width': '0',
      overflow: 'hidden',
      'text-overflow': 'ellipsis',
    });
    expect(rule('.icon').flex).toBe('none');
  });
});
