// @vitest-environment jsdom
/**
 * A guest's Follow tap opens the login popup saying why (the audit: a bare login sheet read as
 * the wrong button answering), and asks the server nothing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useLoginPopup } from '#web/stores/login-popup.ts';
import { useSession } from '#web/stores/session.ts';
import { setupTestNetwork } from '#web/testing/network.ts';
import { FollowButton } from './follow-button.tsx';

const network = setupTestNetwork();

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  useSession.setState({ hadLogin: false, token: 'guest-token' });
  useLoginPopup.setState({ visible: false, requested: false, reason: null });
});
afterEach(cleanup);

describe('FollowButton for a guest', () => {
  it.each(['side', 'pill'] as const)('(%s) opens the login popup with the reason', (variant) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FollowButton dramaId={7} title="The Alpha King's Mate" variant={variant} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId(`follow-${variant}`));
    expect(useLoginPopup.getState()).toMatchObject({ visible: true, reason: 'login.reason_follow' });
    expect(screen.getByTestId(`follow-${variant}`).getAttribute('aria-pressed')).toBe('false');
    expect(network.requests).toEqual([]);
  });
});
