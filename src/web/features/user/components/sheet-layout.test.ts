/**
 * Contact us keeps the service address whole on a 320 px phone (audit L item 7): the icon sits
 * above it, not beside it, and the address breaks only when longer than the line, never
 * mid-word as `word-break: break-all` did ("support@enjoydrama.exam / ple"). jsdom lays nothing
 * out, so this reads the stylesheet itself.
 */
import { describe, expect, it } from 'vitest';
import { stylesheetRules } from '#web/testing/stylesheet.ts';

const rule = stylesheetRules(new URL('./sheet.module.css', import.meta.url));

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
