// @vitest-environment jsdom
/**
 * The following list says what the series' status says (the audit: an ongoing series with no
 * episode scheduled read "All episodes out" while its badge said "Ongoing").
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DramaStatus } from '#shared/contract/catalogue.ts';
import type { FollowPage } from '#shared/contract/follow.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import { dramaCard } from '#web/testing/fixtures.ts';
import { jsonResponse, setupTestNetwork } from '#web/testing/network.ts';
import { FollowList } from './follow-list.tsx';

const network = setupTestNetwork();

function page(status: DramaStatus, nextReleaseAt: string | null): FollowPage {
  return {
    list: [
      {
        drama: dramaCard({ drama_id: 7, title: "The Alpha King's Mate", status }),
        next_release_at: nextReleaseAt,
        followed_at: 1_780_000_000,
      },
    ],
    total: 1,
    page: 1,
    page_size: 20,
  };
}

async function lineFor(status: DramaStatus, nextReleaseAt: string | null): Promise<string> {
  network.serve(() => jsonResponse({ code: 200, msg: 'success', data: page(status, nextReleaseAt) }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <FollowList empty={null} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(screen.getByTestId('follow-next-release')).toBeTruthy());
  return screen.getByTestId('follow-next-release').textContent ?? '';
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  vi.stubGlobal('__APP_CONFIG__', { apiSignKey: 'k', apiBase: '/enjoy-api' });
  useSession.setState({ token: 'viewer-token', hadLogin: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FollowList with no episode scheduled', () => {
  it('says every episode is out only for a completed series', async () => {
    expect(await lineFor('completed', null)).toBe('All episodes out');
  });

  it.each(['ongoing', 'new'] as const)('says more are coming for an %s series', async (status) => {
    expect(await lineFor(status, null)).toBe('More episodes coming, no date yet');
  });

  it('says when the next one comes when it is scheduled', async () => {
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(await lineFor('ongoing', at)).toMatch(/^Next episode /);
  });
});
