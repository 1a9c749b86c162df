/**
 * The linked email address in Settings wraps cleanly at 320 px (audit: it broke mid-address in
 * Thai, squeezed beside "Linked"): on a line of its own, whole when it fits, else its name cut
 * with an ellipsis and the domain kept; never broken across lines. jsdom lays nothing out, so
 * this reads the stylesheet itself (the component test checks the name and domain parts).
 */
import { describe, expect, it } from 'vitest';
import { stylesheetRules } from '#web/testing/stylesheet.ts';

const rule = stylesheetRules(new URL('./login-methods.module.css', import.meta.url));

describe('the linked address', () => {
  it('stays on one line: the name gives way with an ellipsis, the domain is kept', () => {
    expect(rule('.address')).toMatchObject({ display: 'flex', 'white-space': 'nowrap' });
    expect(rule('.address')).not.toHaveProperty('overflow-wrap');
    expect(rule('.addressName')).toMatchObject({ overflow: 'hidden', 'text-overflow': 'ellipsis' });
    expect(rule('.addressDomain').flex).toBe('none');
    // The row's content may be narrower than the address, so the name can give way at all.
    expect(rule('.linked :global(.adm-list-item-content-main)')['min-width']).toBe('0');
  });
});
