// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { applyLanguage } from '#web/lib/i18n.ts';
import { SandboxRibbon } from './sandbox-ribbon.tsx';

/** The page as the server injects it: which stand-ins run. */
function served(flags: { sandbox: 0 | 1; sandboxPay?: 0 | 1; sandboxLogins?: 0 | 1 }) {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api', ...flags });
  render(<SandboxRibbon />);
  const ribbon = screen.queryByTestId('sandbox-ribbon');
  return { shown: ribbon?.textContent, label: ribbon?.getAttribute('aria-label') };
}

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SandboxRibbon', () => {
  it('says no real money while the sandbox gateway takes payments', () => {
    expect(served({ sandbox: 1, sandboxPay: 1, sandboxLogins: 1 })).toEqual({
      shown: 'Sandbox · no real money',
      label:
        'Sandbox: payments and Facebook or TikTok logins here are stand-ins. No real money is charged and no real account is used.',
    });
    cleanup();
    expect(served({ sandbox: 1, sandboxPay: 1, sandboxLogins: 0 })).toEqual({
      shown: 'Sandbox · no real money',
      label: 'Sandbox: payments here are stand-ins. No real money is charged.',
    });
  });

  it('says test logins, not no real money, while Stripe takes the payments', () => {
    expect(served({ sandbox: 1, sandboxPay: 0, sandboxLogins: 1 })).toEqual({
      shown: 'Sandbox · test logins',
      label:
        'Sandbox: Facebook or TikTok logins here are stand-ins, and no real account is used. Payments go through Stripe.',
    });
  });

  it('shows nothing without stand-ins, and both where the page does not say which', () => {
    expect(served({ sandbox: 0 }).shown).toBeUndefined();
    cleanup();
    expect(served({ sandbox: 1 }).shown).toBe('Sandbox · no real money');
  });
});
