/**
 * Rewards (/pages/user/rewards, issue 15): the daily check-in, the welcome gift and the reward
 * vouchers about to lapse, with pull-to-refresh.
 */
import { Page } from '#web/components/page.tsx';
import { PullToRefresh } from '#web/components/pull-to-refresh.tsx';
import { REWARDS_QUERY_KEY } from '#web/features/rewards/api/get-rewards.ts';
import { RewardsPanel } from '#web/features/rewards/components/rewards-panel.tsx';
import { queryClient } from '#web/lib/query-client.ts';

export function Component() {
  return (
    <Page testId="page-rewards">
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: REWARDS_QUERY_KEY })}>
        <RewardsPanel />
      </PullToRefresh>
    </Page>
  );
}
