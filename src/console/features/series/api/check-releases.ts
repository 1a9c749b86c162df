/**
 * POST /console-api/releases/check → what the release job's run did, now instead of at its next
 * minute: every followed series' episodes whose release time has passed are announced.
 */
import { useMutation } from '@tanstack/react-query';
import { releaseCheck } from '#shared/contract/follow.ts';
import { consoleRequest } from '#console/lib/api-client.ts';

export function checkReleases() {
  return consoleRequest('POST', '/releases/check', { schema: releaseCheck });
}

export function useCheckReleases() {
  return useMutation({ mutationFn: checkReleases });
}
