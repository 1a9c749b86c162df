/**
 * Invite friends (/pages/friend/index, SPEC 1 and 2): 2000 gold per friend who registers and
 * logs in. Open to guests: a device account has an invite link too.
 */
import { Page } from '#web/components/page.tsx';
import { PullToRefresh } from '#web/components/pull-to-refresh.tsx';
import { INVITE_QUERY_KEY } from '#web/features/invite/api/get-invite-info.ts';
import { InvitePanel } from '#web/features/invite/components/invite-panel.tsx';
import { queryClient } from '#web/lib/query-client.ts';

export function Component() {
  return (
    <Page testId="page-friend">
      <PullToRefresh onRefresh={() => queryClient.refetchQueries({ queryKey: INVITE_QUERY_KEY })}>
        <InvitePanel />
      </PullToRefresh>
    </Page>
  );
}
