/**
 * POST /notice/read {notice_id} and /notice/read-all: mark notices read. The unread count they
 * answer goes straight into the badge's query; the list is loaded again.
 */
import { NOTICES_QUERY_KEY, noticeUnreadQueryOptions } from '#web/hooks/use-notice-unread.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useSession } from '#web/stores/session.ts';

async function settle(read: Promise<{ count: number }>, token: string): Promise<void> {
  const { count } = await read;
  if (useSession.getState().token !== token) return;
  queryClient.setQueryData(noticeUnreadQueryOptions(token, true).queryKey, { count });
  await queryClient.invalidateQueries({ queryKey: [...NOTICES_QUERY_KEY, 'list'] });
}

export function readNotice(noticeId: number): Promise<void> {
  const token = useSession.getState().token;
  return settle(apiRequest('noticeRead', { notice_id: noticeId }, { silent: true }), token);
}

export function readAllNotices(): Promise<void> {
  const token = useSession.getState().token;
  return settle(apiRequest('noticeReadAll', undefined), token);
}
