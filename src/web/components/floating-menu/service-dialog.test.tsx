// @vitest-environment jsdom
/**
 * The service address is one piece (the audit: "support@" / "enjoydrama.example" on two lines):
 * no break point inside it; the dialog's CSS puts it under its icon, on a line of its own.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import ServiceDialog from './service-dialog.tsx';

beforeAll(async () => {
  await applyLanguage(3);
});
afterEach(cleanup);

describe('ServiceDialog', () => {
  it('writes the service address whole, as one text with no break point inside', () => {
    useSession.setState({ serviceEmail: 'support@enjoydrama.example' });
    render(<ServiceDialog visible onClose={() => undefined} />);
    const link = screen.getByTestId('service-email');
    expect(link.getAttribute('href')).toBe('mailto:support@enjoydrama.example');
    expect(link.querySelector('wbr')).toBeNull();
    const texts = [...link.querySelectorAll('span')].filter((span) => span.childElementCount === 0);
    expect(texts.map((span) => span.textContent)).toEqual(['support@enjoydrama.example']);
    expect(texts[0]?.childNodes).toHaveLength(1);
  });
});
