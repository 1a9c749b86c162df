/**
 * The operator's actions on a user (each answers the new state; the user page reloads):
 *   POST /console-api/people/:uid/adjust {asset, delta, reason, key}   finance, owner
 *   POST /console-api/people/:uid/vip {days, reason}                   finance, owner
 *   POST /console-api/people/:uid/{revoke-sessions,block,unblock} {reason}   support, owner
 * A refusal (951 below zero, a reason too long...) shows in the action's dialog, not as a message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adjustResponse,
  revokeResponse,
  vipResponse,
  type AdjustInput,
  type VipInput,
} from '#shared/contract/console-people.ts';
import { consoleRequest } from '#console/lib/api-client.ts';
import { INLINE_ERRORS } from '#console/lib/query-client.ts';
import { PEOPLE_QUERY_KEY } from './search-people.ts';

export const ACCOUNT_ACTIONS = ['revoke-sessions', 'block', 'unblock'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

const blockResponse = z.object({ blocked: z.boolean(), revoked: z.number().int() });

export function adjustBalance({ uid, ...input }: AdjustInput & { uid: number }) {
  return consoleRequest('POST', `/people/${uid}/adjust`, { schema: adjustResponse, body: input });
}

export function grantVip({ uid, ...input }: VipInput & { uid: number }) {
  return consoleRequest('POST', `/people/${uid}/vip`, { schema: vipResponse, body: input });
}

export function accountAction({
  uid,
  action,
  reason,
}: {
  uid: number;
  action: AccountAction;
  reason: string;
}) {
  const schema = action === 'revoke-sessions' ? revokeResponse : blockResponse;
  return consoleRequest('POST', `/people/${uid}/${action}`, { schema, body: { reason } });
}

/** A mutation that reloads everything shown of the user once it succeeds. */
function usePersonMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: INLINE_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: PEOPLE_QUERY_KEY }),
  });
}

export const useAdjustBalance = () => usePersonMutation(adjustBalance);
export const useGrantVip = () => usePersonMutation(grantVip);
export const useAccountAction = () => usePersonMutation(accountAction);
