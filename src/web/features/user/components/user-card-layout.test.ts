/**
 * The VIP line of the Me card shows its text whole (audit L item 12): "Become VIP and watch the
 * whole site free" was cut to "Become VIP and watch the wh…" at 320 px in English and
 * Indonesian. jsdom lays nothing out, so this reads the stylesheet itself.
 */
import { describe, expect, it } from 'vitest';
import { stylesheetRules } from '#web/testing/stylesheet.ts';

const rule = stylesheetRules(new URL('./user-card.module.css', import.meta.url));

describe('the VIP line of the Me card', () => {
  it('wraps instead of cutting the pitch with an ellipsis', () => {
    const desc = rule('.vipDesc');
    expect(desc).not.toHaveProperty('text-overflow');
    expect(desc['white-space'] ?? 'normal').toBe('normal');
    expect(desc.overflow ?? 'visible').toBe('visible');
  });
});
