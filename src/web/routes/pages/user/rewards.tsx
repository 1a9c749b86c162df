/**
 * Rewards (/pages/user/rewards, issue 15): the daily check-in, the welcome gift and the reward
 * vouchers about to lapse, with pull-to-refresh. Offline, what has loaded stays, with a "no
 * connection" note above it (the shell's floating one would cover the first card's title); the
 * no-network placeholder only when nothing has.
 */
import { Page } from '#web/components/page.tsx';
import { PageOfflineBanner } from '#web/components/page-offline-banner.tsx';
import { PullToRefresh } from '#web/components/pull-to-refresh.tsx';
import { REWARDS_QUERY_KEY, useRewards } from '#web/features/rewards/api/get-rewards.ts';
import { RewardsPanel } from '#web/features/rewards/components/rewards-panel.tsx';
import { useOfflineContent } from '#web/hooks/use-offline-content.ts';
import { queryClient } from '#web/lib/query-client.ts';

export function Component() {
  // The panel's own query (one request).
  const loaded = useRewards().data !== undefined;
  const offline = useOfflineContent(loaded, 'page');
  return (
    <Page testId="page-rewards">
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: REWARDS_QUERY_KEY })}>
        {offline && loaded && <PageOfflineBanner />}
        <RewardsPanel />
      </PullToRefresh>
    </Page>
  );
}
