/**
 * The sheet's title never runs into its close (or back) button: jsdom lays nothing out, so this
 * reads the geometry from the stylesheet itself. The buttons stand `width + offset` into the
 * header (`right: -8px` with 40px: 32px); the centred title keeps at least that much clear on
 * both sides (so a long title stays centred, off both buttons) and stays centred when it wraps.
 */
import { describe, expect, it } from 'vitest';
import { stylesheetRules } from '#web/testing/stylesheet.ts';

const rule = stylesheetRules(new URL('./dialog-sheet.module.css', import.meta.url));

const px = (value: string | undefined): number => Number.parseFloat(value ?? 'NaN');

/** The title's [left, right] padding, from `padding` or `padding-inline`. */
function inlinePadding(title: Record<string, string>): [number, number] {
  const inline = title['padding-inline']?.split(/\s+/);
  if (inline) return [px(inline[0]), px(inline[1] ?? inline[0])];
  const parts = (title.padding ?? '0').split(/\s+/);
  const right = parts[1] ?? parts[0];
  const left = parts[3] ?? right;
  return [px(left), px(right)];
}

describe('dialog-sheet.module.css', () => {
  it('keeps the title clear of the close and back buttons on both sides, centred when it wraps', () => {
    const buttons = rule('.close');
    const width = px(rule('.back').width ?? buttons.width);
    const closeReach = width + px(buttons.right);
    const backReach = width + px(rule('.back').left);
    const title = rule('.title');
    const [left, right] = inlinePadding(title);

    expect(closeReach).toBeGreaterThan(0);
    expect(right).toBeGreaterThanOrEqual(closeReach);
    expect(left).toBeGreaterThanOrEqual(backReach);
    expect(left).toBe(right);
    expect(title['text-align']).toBe('center');
  });
});
