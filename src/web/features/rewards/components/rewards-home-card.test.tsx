// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RewardsInfoData } from '#shared/contract/rewards.ts';
import type * as ApiClientModule from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { applyLanguage } from '#web/lib/i18n.ts';
import { useSession } from '#web/stores/session.ts';
import RewardsHomeCard from './rewards-home-card.tsx';

vi.mock('#web/lib/api-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClientModule>();
  return { ...actual, apiRequest: vi.fn() };
});

function info(registered: 0 | 1, todayDone: 0 | 1): RewardsInfoData {
  return {
    registered,
    checkin: { today_done: todayDone, streak: 0, next_amount: 10, days: [], expiry_days: 14 },
    welcome: { amount: 100, granted: registered, expiry_days: 30 },
    expiring: [],
  };
}

async function card(answer: RewardsInfoData): Promise<HTMLElement | null> {
  vi.mocked(apiRequest).mockResolvedValue(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RewardsHomeCard />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(apiRequest).toHaveBeenCalled());
  await new Promise((r) => setTimeout(r, 0));
  return screen.queryByTestId('rewards-home-card');
}

beforeAll(async () => {
  await applyLanguage(3);
});
beforeEach(() => {
  useSession.setState({ token: 'token-1' });
  vi.mocked(apiRequest).mockReset();
});
afterEach(() => {
  cleanup();
});

describe('RewardsHomeCard', () => {
  it("offers a member today's check-in", async () => {
    expect((await card(info(1, 0)))?.textContent).toBe('Daily check-in: +10 free vouchers today');
  });

  it('offers a guest the welcome gift', async () => {
    expect((await card(info(0, 0)))?.textContent).toBe('Log in and get 100 free vouchers');
  });

  it('says nothing once today is collected', async () => {
    expect(await card(info(1, 1))).toBeNull();
  });
});
